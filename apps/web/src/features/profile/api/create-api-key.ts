import { apiKeyEndpoints, type CreateApiKeyRequest } from '@frameshop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { apiKeysQueryKey } from './list-api-keys';

export function createApiKey(request: CreateApiKeyRequest) {
  return callEndpoint(apiKeyEndpoints.createApiKey, { body: request });
}

/** Makes a key; the list is fetched again, and the answer (holding the key) is shown once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
