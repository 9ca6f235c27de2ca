import { profileEndpoints } from '@frameshop/contract';
import type { UpdateProfileRequest } from '@frameshop/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { fieldErrorsOf } from '../../../lib/api-error';
import { withAppUser } from '../../../lib/user-profile';

/**
 * Sends only the fields given; the server writes those that differ. A changed username comes back
 * with `newToken`, and completing a social sign-in profile with `creditsAwarded`.
 */
/** The wire's field names that the profile form calls otherwise, for errors the server words. */
export const updateProfileWireNames = { EmpFeild: 'empField' } as const;

/** The profile fields a form changes, by the app's names. */
export type ProfileChanges = Omit<UpdateProfileRequest, 'EmpFeild'> & { empField?: string };

/** The server's field errors about a profile change, by the app's field names. */
export function profileFieldErrorsOf(error: unknown): Partial<Record<string, string>> {
  const { EmpFeild: empField, ...fields } = fieldErrorsOf(error);
  return empField === undefined ? fields : { ...fields, empField };
}

/** The request body for `changes`, as the contract's `updateProfileRequestSchema` reads it. */
export function profileRequestOf({ empField, ...changes }: ProfileChanges): UpdateProfileRequest {
  return empField === undefined ? changes : { ...changes, EmpFeild: empField };
}

export function updateProfile(changes: ProfileChanges) {
  return callEndpoint(profileEndpoints.updateProfile, {
    body: profileRequestOf(changes),
  }).then(withAppUser);
}

export function useUpdateProfileMutation() {
  return useMutation({ mutationFn: updateProfile });
}
