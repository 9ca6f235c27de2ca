import { z } from 'zod';
import {
  actualNameSchema,
  countryCodeSchema,
  emailSchema,
  empFieldSchema,
  PASSWORD_MAX_LENGTH,
  passwordSchema,
  phoneNumberSchema,
  usernameSchema,
} from './account-fields';
import { text } from './fields';
import { userProfileSchema } from './user-profile';
import { defineEndpoints, postEndpoint } from './endpoint';
import { apiErrorSchema } from './error-body';

/** The auth module's calls: sign-in, registration, Google sign-in and password reset. */

export const authResponseSchema = z.object({ token: z.string(), user: userProfileSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: text().min(1, 'Please enter your password').max(PASSWORD_MAX_LENGTH),
  rememberMe: z.boolean().default(false),
});

export const registerRequestSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  actualName: actualNameSchema,
  phoneNumber: phoneNumberSchema,
  countryCode: countryCodeSchema.optional(),
  EmpFeild: empFieldSchema,
  rememberMe: z.boolean().default(false),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const googleAuthRequestSchema = z.object({
  token: text().min(1, 'Invalid Google credential response'),
  rememberMe: z.boolean().default(false),
});
/**
 * A new account's answer. `notice` says why it starts without the welcome credits, when an earlier
 * account of the same email address or phone number had them (ADR 31); absent otherwise.
 */
export const registerResponseSchema = authResponseSchema.extend({ notice: z.string().optional() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
export const googleAuthResponseSchema = registerResponseSchema.extend({ isNewUser: z.boolean() });

export const checkUserExistsRequestSchema = z.object({ email: emailSchema });
export const checkUserExistsResponseSchema = z.object({ exists: z.literal(true) });

export const resetPasswordRequestSchema = z.object({
  email: emailSchema,
  newPassword: passwordSchema,
  /** Sent by the client for compatibility; proves nothing. The server checks its own record. */
  verifiedOtp: z.boolean().optional(),
});
export const messageResponseSchema = z.object({ message: z.string() });

export const authEndpoints = defineEndpoints({
  register: postEndpoint('/api/register', registerRequestSchema, {
    201: registerResponseSchema,
    409: apiErrorSchema,
  }),
  login: postEndpoint('/api/login', loginRequestSchema, {
    200: authResponseSchema,
    401: apiErrorSchema,
  }),
  googleAuth: postEndpoint('/api/google-auth', googleAuthRequestSchema, {
    200: googleAuthResponseSchema,
    401: apiErrorSchema,
    /** The store has no Google client id: Google sign-in is off. */
    404: apiErrorSchema,
    409: apiErrorSchema,
  }),
  checkUserExists: postEndpoint('/api/check-user-exists', checkUserExistsRequestSchema, {
    200: checkUserExistsResponseSchema,
    404: apiErrorSchema,
  }),
  resetPassword: postEndpoint('/api/reset-password', resetPasswordRequestSchema, {
    200: messageResponseSchema,
    404: apiErrorSchema,
  }),
});
