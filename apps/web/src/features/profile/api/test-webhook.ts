import { webhookEndpoints, type WebhookDeliveryAnswer } from '@frameshop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { webhookKeys } from './get-webhooks';

export function testWebhook(endpointId: string): Promise<WebhookDeliveryAnswer> {
  return callEndpoint(webhookEndpoints.testWebhook, {
    params: { endpointId },
    schema: webhookEndpoints.testWebhook.response[202],
  });
}

/** Queues a `webhook.test` event; the endpoint's log shows it. */
export function useTestWebhookMutation(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => testWebhook(endpointId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(endpointId) }),
  });
}
