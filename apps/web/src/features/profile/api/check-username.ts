import { profileEndpoints } from '@frameshop/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, type EndpointAnswer } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

export type UsernameAvailability = EndpointAnswer<typeof profileEndpoints.checkUsername>;
type CheckUsernameEndpoint =
  typeof profileEndpoints.checkUsername | typeof profileEndpoints.checkUsernameAtUser;

export async function checkUsername(
  username: string,
  signal?: AbortSignal,
): Promise<UsernameAvailability> {
  const request = (endpoint: CheckUsernameEndpoint) =>
    callEndpoint(endpoint, { body: { username }, signal });
  try {
    return await request(profileEndpoints.checkUsername);
  } catch (error) {
    // Older deployments only answer at the other address.
    if (isApiError(error) && error.status === 404) {
      return request(profileEndpoints.checkUsernameAtUser);
    }
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
