import { updateProfileResponseSchema } from '@frameshop/contract';
import type { UpdateProfileRequest, UpdateProfileResponse } from '@frameshop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * Sends only the fields given; the server writes those that differ. A changed username comes back
 * with `newToken`, and completing a social sign-in profile with `creditsAwarded`.
 */
/** The wire's field names that the profile form calls otherwise, for errors the server words. */
export const updateProfileWireNames = { EmpFeild: 'empField' } as const;

export function updateProfile(changes: UpdateProfileRequest): Promise<UpdateProfileResponse> {
  return apiRequest('/api/profile', {
    method: 'PUT',
    body: changes,
    schema: updateProfileResponseSchema,
  });
}

export function useUpdateProfileMutation() {
  return useMutation({ mutationFn: updateProfile });
}
