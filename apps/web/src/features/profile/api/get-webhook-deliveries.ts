import {
  webhookEndpoints,
  type WebhookDelivery,
  type WebhookDeliveryList,
} from '@frameshop/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { webhookKeys } from './get-webhooks';

/** While a delivery waits for its first answer, the log is asked again this often. */
const PENDING_POLL_MS = 2000;

/**
 * No attempt of the delivery has come back yet: it waits for its first, or that attempt is on its
 * way (its count already taken, its outcome not yet recorded).
 */
export const awaitingFirstAnswer = (delivery: WebhookDelivery) =>
  delivery.status === 'pending' && delivery.lastAttemptAt === null;

export function getWebhookDeliveries(
  endpointId: string,
  signal?: AbortSignal,
): Promise<WebhookDeliveryList> {
  return callEndpoint(webhookEndpoints.webhookDeliveries, { params: { endpointId }, signal });
}

/** An endpoint's delivery log, newest first; refreshed while a new delivery has no answer yet. */
export function useWebhookDeliveries(endpointId: string) {
  return useQuery({
    queryKey: webhookKeys.deliveries(endpointId),
    queryFn: ({ signal }) => getWebhookDeliveries(endpointId, signal),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some(awaitingFirstAnswer) ? PENDING_POLL_MS : false,
  });
}
