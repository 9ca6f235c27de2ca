import { otpSentResponseSchema } from '@frameshop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { EmailOtpInput, OtpSent } from './send-email-otp';

/** Replaces the code emailed earlier with a new one. */
export function resendEmailOtp(input: EmailOtpInput): Promise<OtpSent> {
  return apiRequest('/api/resend-email-otp', {
    method: 'POST',
    body: input,
    schema: otpSentResponseSchema,
  });
}

export function useResendEmailOtpMutation() {
  return useMutation({ mutationFn: resendEmailOtp });
}
