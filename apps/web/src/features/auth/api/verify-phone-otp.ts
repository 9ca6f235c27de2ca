import { otpEndpoints } from '@frameshop/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import type { OtpVerified } from './verify-email-otp';

export function verifyPhoneOtp(input: { phoneNumber: string; otp: string }): Promise<OtpVerified> {
  return callEndpoint(otpEndpoints.verifyPhoneOtp, {
    body: input,
  });
}

export function useVerifyPhoneOtpMutation() {
  return useMutation({ mutationFn: verifyPhoneOtp });
}
