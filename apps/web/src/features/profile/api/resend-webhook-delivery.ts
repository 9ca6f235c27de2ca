import { webhookEndpoints, type WebhookDeliveryAnswer } from '@frameshop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { webhookKeys } from './get-webhooks';

export function resendWebhookDelivery(
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDeliveryAnswer> {
  return callEndpoint(webhookEndpoints.resendWebhookDelivery, {
    params: { endpointId, deliveryId },
    schema: webhookEndpoints.resendWebhookDelivery.response[202],
  });
}

/** Sends a logged event again, with the same webhook-id. */
export function useResendWebhookDeliveryMutation(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => resendWebhookDelivery(endpointId, deliveryId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(endpointId) }),
  });
}
