import {
  webhookEndpoints,
  type WebhookDelivery,
  type WebhookDeliveryList,
} from '@frameshop/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { webhookKeys } from './get-webhooks';

/** While a delivery is on its way, the log is asked again this often. */
const PENDING_POLL_MS = 2000;
/** A retry due later is looked for when it is due, or at least this often (a clock may drift). */
const LATEST_LOOK_MS = 5 * 60_000;

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

/**
 * When to ask for the log again: soon while a delivery is on its way (waiting for its first answer,
 * or a retry now due), when the next retry is due (a second after), or never once none is pending.
 */
export function nextLookInMs(deliveries: WebhookDelivery[], now: number): number | false {
  const pending = deliveries.filter((delivery) => delivery.status === 'pending');
  if (!pending.length) return false;
  if (pending.some(awaitingFirstAnswer)) return PENDING_POLL_MS;
  const due = Math.min(
    ...pending.map((delivery) =>
      delivery.nextAttemptAt ? Date.parse(delivery.nextAttemptAt) - now + 1000 : 0,
    ),
  );
  return Math.min(LATEST_LOOK_MS, Math.max(PENDING_POLL_MS, due));
}

/** An endpoint's delivery log, newest first; refreshed while a delivery is pending. */
export function useWebhookDeliveries(endpointId: string) {
  return useQuery({
    queryKey: webhookKeys.deliveries(endpointId),
    queryFn: ({ signal }) => getWebhookDeliveries(endpointId, signal),
    refetchInterval: (query) => nextLookInMs(query.state.data?.deliveries ?? [], Date.now()),
  });
}
