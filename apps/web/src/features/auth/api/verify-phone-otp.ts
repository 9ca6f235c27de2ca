import { otpVerifiedResponseSchema } from '@frameshop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { OtpVerified } from './verify-email-otp';

export function verifyPhoneOtp(input: { phoneNumber: string; otp: string }): Promise<OtpVerified> {
  return apiRequest('/api/verify-phone-otp', {
    method: 'POST',
    body: input,
    schema: otpVerifiedResponseSchema,
  });
}

export function useVerifyPhoneOtpMutation() {
  return useMutation({ mutationFn: verifyPhoneOtp });
}
