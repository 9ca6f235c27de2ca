import { webhookEndpoints, type WebhookDeliveryList } from '@frameshop/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { webhookKeys } from './get-webhooks';

/** While a delivery waits for its first attempt, the log is asked again this often. */
const PENDING_POLL_MS = 2000;

export function getWebhookDeliveries(
  endpointId: string,
  signal?: AbortSignal,
): Promise<WebhookDeliveryList> {
  return callEndpoint(webhookEndpoints.webhookDeliveries, { params: { endpointId }, signal });
}

/** An endpoint's delivery log, newest first; refreshed while a new delivery has not gone yet. */
export function useWebhookDeliveries(endpointId: string) {
  return useQuery({
    queryKey: webhookKeys.deliveries(endpointId),
    queryFn: ({ signal }) => getWebhookDeliveries(endpointId, signal),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some(
        (delivery) => delivery.status === 'pending' && delivery.attempts === 0,
      )
        ? PENDING_POLL_MS
        : false,
  });
}
