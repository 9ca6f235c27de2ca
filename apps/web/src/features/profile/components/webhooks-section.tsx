import { WEBHOOK_MAX_ENDPOINTS, type WebhookSecretAnswer } from '@frameshop/contract';
import { useState } from 'react';
import { LoadFailedPanel } from '../../../components/ui/load-failed-panel';
import { Spinner } from '../../../components/ui/spinner';
import { useWebhooks } from '../api/get-webhooks';
import { WebhookEndpointForm } from './webhook-endpoint-form';
import { WebhookEndpointItem } from './webhook-endpoint-item';
import { WebhookSecretNotice } from './webhook-secret-notice';

/**
 * The profile's "Webhooks" card: endpoints on the buyer's own server that are told when renders
 * and batches finish and when credits run low, signed as Standard Webhooks specifies.
 */
export function WebhooksSection() {
  const webhooks = useWebhooks();
  const [secret, setSecret] = useState<{ answer: WebhookSecretAnswer; rotated: boolean } | null>(
    null,
  );
  const endpoints = webhooks.data?.endpoints ?? [];
  const full = endpoints.length >= WEBHOOK_MAX_ENDPOINTS;

  return (
    <section
      aria-labelledby="webhooks-heading"
      className="rounded-card bg-surface shadow-card ring-1 ring-line"
    >
      <div className="border-b border-line px-5 py-4 sm:px-6">
        <h2 id="webhooks-heading" className="text-lg font-semibold text-ink">
          Webhooks
        </h2>
        <p className="mt-0.5 text-sm text-ink-muted">
          Your server is told when a render or batch finishes and when your credits run low. Each
          delivery is signed with the endpoint&apos;s secret (Standard Webhooks), and retried for a
          day and a half until your server answers with a 2xx status. Up to {WEBHOOK_MAX_ENDPOINTS}{' '}
          endpoints.
        </p>
      </div>
      <div className="space-y-4 px-5 py-5 sm:px-6">
        {secret ? (
          <WebhookSecretNotice
            url={secret.answer.url}
            secret={secret.answer.secret}
            rotated={secret.rotated}
            onDone={() => setSecret(null)}
          />
        ) : null}
        {webhooks.isSuccess && full ? (
          <p className="text-sm text-ink-muted">
            You have {WEBHOOK_MAX_ENDPOINTS} endpoints, the most one account can have. Delete one to
            add another.
          </p>
        ) : null}
        {webhooks.isSuccess && !full ? (
          <WebhookEndpointForm onCreated={(answer) => setSecret({ answer, rotated: false })} />
        ) : null}
      </div>
      {webhooks.isPending ? (
        <p className="flex items-center gap-2 border-t border-line px-5 py-4 text-sm text-ink-muted sm:px-6">
          <Spinner className="size-4" /> Loading your webhooks…
        </p>
      ) : webhooks.isError ? (
        <div className="border-t border-line px-5 py-4 sm:px-6">
          <LoadFailedPanel
            message="Your webhooks could not be loaded."
            onRetry={() => void webhooks.refetch()}
            retrying={webhooks.isFetching}
            error={webhooks.error}
          />
        </div>
      ) : endpoints.length === 0 ? (
        <p className="border-t border-line px-5 py-4 text-sm text-ink-muted sm:px-6">
          No endpoints yet. Add one above to receive events.
        </p>
      ) : (
        <ul aria-label="Webhook endpoints" className="divide-y divide-line border-t border-line">
          {endpoints.map((endpoint) => (
            <WebhookEndpointItem
              key={endpoint.endpointId}
              endpoint={endpoint}
              onRotated={(answer) => setSecret({ answer, rotated: true })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
