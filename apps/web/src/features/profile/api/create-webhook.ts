import { webhookEndpoints, type CreateWebhookRequest } from '@frameshop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { webhookKeys } from './get-webhooks';

export function createWebhook(body: CreateWebhookRequest) {
  return callEndpoint(webhookEndpoints.createWebhook, { body });
}

/** Adds an endpoint; its answer holds the secret, shown once. */
export function useCreateWebhookMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
