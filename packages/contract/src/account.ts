import { z } from 'zod';
import { emailSchema, otpSchema, PASSWORD_MAX_LENGTH, passwordSchema } from './account-fields';
import { authResponseSchema } from './auth';
import { defineEndpoints, noBody, postEndpoint } from './endpoint';
import { apiErrorSchema } from './error-body';
import { text } from './fields';
import { otpSentResponseSchema } from './otp';
import { userProfileSchema } from './user-profile';

/**
 * The signed-in person's control of their account: a new password (the current one required,
 * every other session signed out), a new email address (confirmed with a code sent to it, the old
 * one told), and signing out of every device.
 */

export const AccountControlMessage = {
  currentPasswordWrong: 'Your current password is not right.',
  noPasswordYet:
    'This account signs in with Google and has no password yet. Use "Forgot password" on the ' +
    'sign-in page to set one.',
  samePassword: 'The new password must differ from the current one.',
  passwordChanged: 'Your password was changed. Every other device has been signed out.',
  sameEmail: 'That is already your email address.',
  emailChanged: 'Your email address was changed.',
  signedOutEverywhere: 'You were signed out of every device.',
  closeNeedsProof: 'Enter your password to close your account.',
  closeNeedsGoogle:
    'This account signs in with Google: sign in with Google again to close it, or set a ' +
    'password with "Forgot password" first.',
  googleDoesNotMatch: 'That Google account is not the one this account signs in with.',
  accountClosed:
    'Your account is closed. Your personal details, uploads, drafts and results are deleted.',
} as const;

export const changePasswordRequestSchema = z
  .object({
    currentPassword: text().min(1, 'Please enter your current password').max(PASSWORD_MAX_LENGTH),
    newPassword: passwordSchema,
  })
  .strict();

export const changeEmailRequestSchema = z.object({ email: emailSchema }).strict();
export const verifyEmailChangeRequestSchema = z
  .object({ email: emailSchema, otp: otpSchema })
  .strict();

export const emailChangedResponseSchema = z.object({
  message: z.string(),
  user: userProfileSchema,
});

/** The password, or for an account without one a Google credential from a fresh sign-in. */
export const closeAccountRequestSchema = z
  .object({
    password: text()
      .min(1, AccountControlMessage.closeNeedsProof)
      .max(PASSWORD_MAX_LENGTH)
      .optional(),
    googleCredential: text().min(1).max(4096).optional(),
  })
  .strict()
  .refine((request) => request.password !== undefined || request.googleCredential !== undefined, {
    message: AccountControlMessage.closeNeedsProof,
    path: ['password'],
  });
export type CloseAccountRequest = z.input<typeof closeAccountRequestSchema>;

export const accountClosedResponseSchema = z.object({
  closed: z.literal(true),
  message: z.string(),
});

export const signedOutEverywhereResponseSchema = z.object({ message: z.string() });

/** How long a ready export stays downloadable; it is deleted after. */
export const ACCOUNT_EXPORT_KEEP_HOURS = 48;
/** How long one download link of a ready export works. */
export const ACCOUNT_EXPORT_LINK_SECONDS = 3600;

/**
 * How often a new export may be made: one live archive per account, and asking again within this
 * answers the one made (a person asking again for a fresh copy waits a day).
 */
export const ACCOUNT_EXPORT_COOLDOWN_HOURS = 24;

export const AccountExportMessage = {
  notFound: 'Export not found',
  failed: 'Your data could not be exported. Please try again.',
  started: 'We are packing your data. This takes a minute or two; the download appears here.',
  stillPacking: 'Your data is already being packed. The download appears here when it is ready.',
  stillReady: 'Your latest export is ready to download below. A new one can be made once a day.',
  replacing:
    'We are packing a fresh copy of your data. The previous export is deleted once it is ready.',
} as const;

export const accountExportSchema = z.object({
  exportId: z.string(),
  /** `expired` once its archive was deleted (ACCOUNT_EXPORT_KEEP_HOURS after it was ready). */
  status: z.enum(['queued', 'running', 'ready', 'failed', 'expired']),
  /** 0–100. */
  progress: z.number().int().min(0).max(100),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  bytes: z.number().int().nonnegative().nullable(),
  /** A signed link to the ZIP, working for ACCOUNT_EXPORT_LINK_SECONDS; null unless ready. */
  downloadUrl: z.string().nullable(),
  /** The name the ZIP downloads under: `frameshop-data-YYYY-MM-DD.zip`, the day it was asked for. */
  fileName: z.string(),
  failureReason: z.string().nullable(),
  /**
   * While this export is ready, when a new one may be made (ACCOUNT_EXPORT_COOLDOWN_HOURS after
   * this one was asked for); null when one may be made now, or this one is still being made.
   */
  nextExportAt: z.string().nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** Asking for an export: the one made or being made, and what came of asking, in plain words. */
export const startExportResponseSchema = accountExportSchema.extend({ message: z.string() });
export type StartExportResponse = z.infer<typeof startExportResponseSchema>;

export const accountEndpoints = defineEndpoints({
  /** A new token comes back: the old ones, this session's included, stop working. */
  changePassword: postEndpoint('/api/account/password', changePasswordRequestSchema, {
    200: authResponseSchema.extend({ message: z.string() }),
  }),
  /** Sends a 6-digit code to the new address; the account keeps its address until it is confirmed. */
  changeEmail: postEndpoint('/api/account/email', changeEmailRequestSchema, {
    200: otpSentResponseSchema,
    409: apiErrorSchema,
  }),
  verifyEmailChange: postEndpoint('/api/account/email/verify', verifyEmailChangeRequestSchema, {
    200: emailChangedResponseSchema,
    409: apiErrorSchema,
  }),
  signOutEverywhere: postEndpoint('/api/account/sign-out-everywhere', noBody, {
    200: signedOutEverywhereResponseSchema,
  }),
  /**
   * Answers 200 once the account can no longer sign in; a replay with the same session answers
   * the same. Credits left are forfeited; ledger rows, receipts and licences are kept without
   * personal data (ADR 31).
   */
  closeAccount: postEndpoint('/api/account/close', closeAccountRequestSchema, {
    200: accountClosedResponseSchema,
    403: apiErrorSchema,
    /** The owner of a team with other members hands it over first (ADR 59). */
    409: apiErrorSchema,
  }),
  /**
   * Starts making a ZIP of everything the store holds about the caller (JSON and their own files).
   * One live archive per account: while one is being made, or one made within
   * ACCOUNT_EXPORT_COOLDOWN_HOURS is ready, answers that one; after that a new one replaces it.
   */
  startExport: postEndpoint('/api/account/export', noBody, { 200: startExportResponseSchema }),
  /** The caller's latest export, whatever became of it; null when they never asked for one. */
  latestExport: {
    method: 'GET',
    path: '/api/account/export',
    response: { 200: z.object({ latest: accountExportSchema.nullable() }) },
  },
  /** One of the caller's exports; another's and an unknown id are both 404. */
  exportStatus: {
    method: 'GET',
    path: '/api/account/export/:exportId',
    params: z.object({ exportId: z.uuid() }),
    response: { 200: accountExportSchema },
  },
});
