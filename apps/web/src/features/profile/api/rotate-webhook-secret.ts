import { webhookEndpoints } from '@frameshop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { webhookKeys } from './get-webhooks';

export function rotateWebhookSecret(endpointId: string) {
  return callEndpoint(webhookEndpoints.rotateWebhookSecret, { params: { endpointId } });
}

/** A new secret, shown once; the old one keeps signing for a day. */
export function useRotateWebhookSecretMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateWebhookSecret,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
