import { otpEndpoints } from '@frameshop/contract';
import type { OtpPurpose, otpSentResponseSchema } from '@frameshop/contract';
import type { z } from 'zod';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export type OtpSent = z.infer<typeof otpSentResponseSchema>;

export interface EmailOtpInput {
  email: string;
  purpose: OtpPurpose;
}

/** Emails a 6-digit code; the server refuses a second one within the 60 s resend wait. */
export function sendEmailOtp(input: EmailOtpInput): Promise<OtpSent> {
  return callEndpoint(otpEndpoints.sendEmailOtp, {
    body: input,
  });
}

export function useSendEmailOtpMutation() {
  return useMutation({ mutationFn: sendEmailOtp });
}
