import { z } from 'zod';
import {
  actualNameSchema,
  countryCodeSchema,
  empFieldSchema,
  phoneNumberSchema,
  usernameSchema,
} from './account-fields';
import { text } from './fields';
import { profilePictureSchema } from './profile-picture';
import { userProfileSchema } from './user-profile';
import { defineEndpoints } from './endpoint';
import { apiErrorSchema } from './error-body';
import { startUpPaths } from './start-up-paths';

/** The profile module's calls: the signed-in user's profile, username checks and credits. */

export const updateProfileRequestSchema = z
  .object({
    username: usernameSchema,
    actualName: actualNameSchema,
    phoneNumber: phoneNumberSchema,
    countryCode: countryCodeSchema,
    EmpFeild: empFieldSchema,
    profilePicture: profilePictureSchema,
  })
  .partial()
  .strict();
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const updateProfileResponseSchema = z.object({
  message: z.string(),
  user: userProfileSchema,
  usernameChanged: z.boolean(),
  newToken: z.string().optional(),
  creditsAwarded: z.boolean(),
  creditsAwardedAmount: z.number().int().nonnegative(),
});
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

export const checkUsernameRequestSchema = z.object({ username: text().trim() });
export const checkUsernameResponseSchema = z.object({
  available: z.boolean(),
  message: z.string(),
});

export const userCreditsResponseSchema = z.object({
  credits: z.number().int().nonnegative(),
  /** Paying as a team (`Frameshop-Team`): what the member may still spend this month; null for no limit. */
  remainingThisMonth: z.number().int().nonnegative().nullable().optional(),
});

const checkUsername = {
  method: 'POST',
  body: checkUsernameRequestSchema,
  response: { 200: checkUsernameResponseSchema },
} as const;

export const profileEndpoints = defineEndpoints({
  getProfile: { method: 'GET', path: startUpPaths.profile, response: { 200: userProfileSchema } },
  updateProfile: {
    method: 'PUT',
    path: startUpPaths.profile,
    body: updateProfileRequestSchema,
    response: { 200: updateProfileResponseSchema, 409: apiErrorSchema },
  },
  checkUsername: { ...checkUsername, path: '/api/check-username' },
  /** The same check at the address older clients used. */
  checkUsernameAtUser: { ...checkUsername, path: '/api/user/check-username' },
  userCredits: {
    method: 'GET',
    path: '/api/user-credits',
    response: { 200: userCreditsResponseSchema },
  },
});
