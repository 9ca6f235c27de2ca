import { ErrorCode } from '@frameshop/contract';
import { aboutWait } from '@frameshop/contract/wait-wording';
import { isApiError, serverMessageOr } from '../../lib/api-error';

/** Fallback wording of the spec's error catalogue for sign-in, registration, OTP and reset. */
export const AuthFailure = {
  login: 'Login failed',
  registration: 'Registration failed',
  googleLogin: 'Google login failed. Please try again.',
  googleUnavailable: 'Google login failed. Please try signing in manually or try again later.',
  googleNoCredential: 'Invalid Google credential response',
  sendEmailOtp: 'Failed to send email OTP',
  verifyEmailOtp: 'Failed to verify email OTP',
  resendEmailOtp: 'Failed to resend email OTP',
  sendPhoneOtp: 'Failed to send phone OTP',
  verifyPhoneOtp: 'Failed to verify phone OTP',
  otpNetwork: 'Network error occurred',
  checkUser: 'Failed to check user',
  resetPassword: 'Failed to reset password',
} as const;

/** Messages of ours where the spec gives no wording. */
export const AuthText = {
  otpDigits: 'The OTP is 6 digits',
  phoneRequired: 'Please enter a phone number',
  otherEmploymentRequired: 'Please describe your employment field',
  passwordRequired: 'Please enter your password',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsMatch: 'Passwords match',
} as const;

/** The server's error text when there is one, else `fallback` (sign-in, registration). */
export function serverErrorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

/**
 * For the OTP, user-check and reset calls: the server's error field, else the call's own
 * fallback; a request that never reached the server reads 'Network error occurred'.
 */
export function otpErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.code === ErrorCode.Network) return AuthFailure.otpNetwork;
  return serverMessageOr(error, fallback);
}

/** Seconds to wait before asking again, when the server said so (429 inside the resend wait). */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isApiError(error)) return null;
  const seconds = error.details.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : null;
}

/**
 * A resend wait on screen: the spec's ticking seconds for the usual minute, and 'about N minutes'
 * for the long waits a rate limit imposes, never a raw count such as 1140s.
 */
export function waitWording(seconds: number): string {
  return seconds > 60 ? aboutWait(seconds) : `${seconds}s`;
}
