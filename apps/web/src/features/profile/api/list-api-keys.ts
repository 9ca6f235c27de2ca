import { apiKeyEndpoints, type ApiKeyList } from '@frameshop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** Under the signed-in user's scope ('me'), so signing out drops it. */
export const apiKeysQueryKey = ['me', 'api-keys'] as const;

export function listApiKeys(signal?: AbortSignal): Promise<ApiKeyList> {
  return callEndpoint(apiKeyEndpoints.listApiKeys, { signal });
}

export function useApiKeys() {
  return useQuery(
    queryOptions({ queryKey: apiKeysQueryKey, queryFn: ({ signal }) => listApiKeys(signal) }),
  );
}
