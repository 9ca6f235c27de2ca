import { z } from 'zod';
import { emailSchema, otpSchema, phoneNumberSchema } from './account-fields';
import { defineEndpoints, postEndpoint } from './endpoint';
import { apiErrorSchema } from './error-body';

/** The otp module's calls: one-time codes sent to an email address or a phone number. */

export const otpPurposeSchema = z.enum(['register', 'reset']).default('register');
export type OtpPurpose = z.infer<typeof otpPurposeSchema>;

export const sendEmailOtpRequestSchema = z.object({
  email: emailSchema,
  purpose: otpPurposeSchema,
});
export const otpSentResponseSchema = z.object({
  message: z.string(),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export const verifyEmailOtpRequestSchema = z.object({
  email: emailSchema,
  otp: otpSchema,
  purpose: otpPurposeSchema,
});
export const otpVerifiedResponseSchema = z.object({
  verified: z.literal(true),
  message: z.string(),
});

export const sendPhoneOtpRequestSchema = z.object({ phoneNumber: phoneNumberSchema });
export const verifyPhoneOtpRequestSchema = z.object({
  phoneNumber: phoneNumberSchema,
  otp: otpSchema,
});

export const otpEndpoints = defineEndpoints({
  sendEmailOtp: postEndpoint('/api/send-email-otp', sendEmailOtpRequestSchema, {
    200: otpSentResponseSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
  }),
  resendEmailOtp: postEndpoint('/api/resend-email-otp', sendEmailOtpRequestSchema, {
    200: otpSentResponseSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
  }),
  verifyEmailOtp: postEndpoint('/api/verify-email-otp', verifyEmailOtpRequestSchema, {
    200: otpVerifiedResponseSchema,
  }),
  sendPhoneOtp: postEndpoint('/api/send-phone-otp', sendPhoneOtpRequestSchema, {
    200: otpSentResponseSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
  }),
  verifyPhoneOtp: postEndpoint('/api/verify-phone-otp', verifyPhoneOtpRequestSchema, {
    200: otpVerifiedResponseSchema,
  }),
});
