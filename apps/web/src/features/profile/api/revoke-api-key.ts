import { apiKeyEndpoints } from '@frameshop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { apiKeysQueryKey } from './list-api-keys';

export function revokeApiKey(keyId: string) {
  return callEndpoint(apiKeyEndpoints.revokeApiKey, { params: { keyId } });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
