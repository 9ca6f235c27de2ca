import { startUpPaths } from '@frameshop/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userFromWire } from '../../../lib/user-profile';
import type { UserProfile } from '../../../lib/user-profile';

export type { UserProfile };

// Asked at every start-up by a signed-in visitor only; see SchemaSource.
const profileSchema = async () =>
  (await import('@frameshop/contract/user-profile')).userProfileSchema;

export function getProfile(signal?: AbortSignal): Promise<UserProfile> {
  return apiRequest(startUpPaths.profile, { schema: profileSchema, signal }).then(userFromWire);
}

/** Every query about the signed-in user starts with this key, so sign-out can drop them all. */
export const userScopeKey = ['me'] as const;

/**
 * The token is part of the key: a new sign-in never shows the previous user's cached profile.
 */
export function profileQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...userScopeKey, 'profile', token] as const,
    queryFn: ({ signal }) => getProfile(signal),
    enabled: token !== null,
  });
}
