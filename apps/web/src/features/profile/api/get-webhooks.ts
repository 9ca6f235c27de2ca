import { webhookEndpoints, type WebhookEndpointList } from '@frameshop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** Under the signed-in user's scope ('me'), so signing out drops them. */
export const webhookKeys = {
  all: ['me', 'webhooks'] as const,
  deliveries: (endpointId: string) => ['me', 'webhooks', endpointId, 'deliveries'] as const,
};

export function getWebhooks(signal?: AbortSignal): Promise<WebhookEndpointList> {
  return callEndpoint(webhookEndpoints.webhooks, { signal });
}

export const webhooksQuery = () =>
  queryOptions({ queryKey: webhookKeys.all, queryFn: ({ signal }) => getWebhooks(signal) });

/** The account's webhook endpoints, without their secrets. */
export function useWebhooks() {
  return useQuery(webhooksQuery());
}
