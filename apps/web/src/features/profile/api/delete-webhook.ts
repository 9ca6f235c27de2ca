import { webhookEndpoints } from '@frameshop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { webhookKeys } from './get-webhooks';

export function deleteWebhook(endpointId: string) {
  return callEndpoint(webhookEndpoints.deleteWebhook, { params: { endpointId } });
}

export function useDeleteWebhookMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
