import { otpEndpoints } from '@frameshop/contract';
import type { OtpPurpose, otpVerifiedResponseSchema } from '@frameshop/contract';
import type { z } from 'zod';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export type OtpVerified = z.infer<typeof otpVerifiedResponseSchema>;

/** The server remembers the verified code; registration or a reset then consumes it. */
export function verifyEmailOtp(input: {
  email: string;
  otp: string;
  purpose: OtpPurpose;
}): Promise<OtpVerified> {
  return callEndpoint(otpEndpoints.verifyEmailOtp, {
    body: input,
  });
}

export function useVerifyEmailOtpMutation() {
  return useMutation({ mutationFn: verifyEmailOtp });
}
