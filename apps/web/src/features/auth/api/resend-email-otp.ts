import { otpEndpoints } from '@frameshop/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import type { EmailOtpInput, OtpSent } from './send-email-otp';

/** Replaces the code emailed earlier with a new one. */
export function resendEmailOtp(input: EmailOtpInput): Promise<OtpSent> {
  return callEndpoint(otpEndpoints.resendEmailOtp, {
    body: input,
  });
}

export function useResendEmailOtpMutation() {
  return useMutation({ mutationFn: resendEmailOtp });
}
