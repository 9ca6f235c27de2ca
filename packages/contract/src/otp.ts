import { z } from 'zod';
import { emailSchema, otpSchema, phoneNumberSchema } from './account-fields';
import { defineEndpoints } from './endpoint';

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
  sendEmailOtp: {
    method: 'POST',
    path: '/api/send-email-otp',
    body: sendEmailOtpRequestSchema,
    response: { 200: otpSentResponseSchema },
  },
  resendEmailOtp: {
    method: 'POST',
    path: '/api/resend-email-otp',
    body: sendEmailOtpRequestSchema,
    response: { 200: otpSentResponseSchema },
  },
  verifyEmailOtp: {
    method: 'POST',
    path: '/api/verify-email-otp',
    body: verifyEmailOtpRequestSchema,
    response: { 200: otpVerifiedResponseSchema },
  },
  sendPhoneOtp: {
    method: 'POST',
    path: '/api/send-phone-otp',
    body: sendPhoneOtpRequestSchema,
    response: { 200: otpSentResponseSchema },
  },
  verifyPhoneOtp: {
    method: 'POST',
    path: '/api/verify-phone-otp',
    body: verifyPhoneOtpRequestSchema,
    response: { 200: otpVerifiedResponseSchema },
  },
});
