import { otpEndpoints } from '@frameshop/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import type { OtpSent } from './send-email-otp';

/** Texts a 6-digit code to a number given with its country code, e.g. "+1 415 555 2671". */
export function sendPhoneOtp(input: { phoneNumber: string }): Promise<OtpSent> {
  return callEndpoint(otpEndpoints.sendPhoneOtp, {
    body: input,
  });
}

export function useSendPhoneOtpMutation() {
  return useMutation({ mutationFn: sendPhoneOtp });
}
