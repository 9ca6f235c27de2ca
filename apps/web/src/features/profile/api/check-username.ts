import { checkUsernameResponseSchema } from '@frameshop/contract';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

export type UsernameAvailability = z.infer<typeof checkUsernameResponseSchema>;

const PRIMARY_PATH = '/api/check-username';
/** Older deployments only answer under this path. */
const FALLBACK_PATH = '/api/user/check-username';

export async function checkUsername(
  username: string,
  signal?: AbortSignal,
): Promise<UsernameAvailability> {
  const request = (path: string) =>
    apiRequest(path, {
      method: 'POST',
      body: { username },
      schema: checkUsernameResponseSchema,
      signal,
    });
  try {
    return await request(PRIMARY_PATH);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return request(FALLBACK_PATH);
    throw error;
  }
}

export function usernameAvailabilityQueryOptions(username: string, enabled: boolean) {
  return queryOptions({
    // Under the signed-in user's scope ('me'), so signing out drops the answers.
    queryKey: ['me', 'username-availability', username] as const,
    queryFn: ({ signal }) => checkUsername(username, signal),
    enabled,
    // The answer only helps while the user is typing; a failure says so at once.
    retry: false,
    staleTime: 10_000,
  });
}
