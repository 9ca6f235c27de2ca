import type { WebhookDelivery } from '@frameshop/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadFailedPanel } from '../../../components/ui/load-failed-panel';
import { Spinner } from '../../../components/ui/spinner';
import { useFailure } from '../../../hooks/use-failure';
import { serverMessageOr } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { awaitingFirstAnswer, useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useResendWebhookDeliveryMutation } from '../api/resend-webhook-delivery';
import { WebhookAttemptList } from './webhook-attempt-list';

/** A delivery's state in words: its answer, or why there was none. */
function outcomeOf(delivery: WebhookDelivery): string {
  if (awaitingFirstAnswer(delivery))
    return delivery.attempts === 0 ? 'Waiting to be sent' : 'Being sent';
  const answer =
    delivery.responseStatus !== null
      ? `Answered ${delivery.responseStatus}`
      : `No answer${delivery.error ? `: ${delivery.error}` : ''}`;
  if (delivery.status === 'delivered') return `Delivered · ${answer}`;
  if (delivery.status === 'failed') return `Failed, not retried · ${answer}`;
  return `${answer}${nextTry(delivery.nextAttemptAt)}`;
}

/**
 * When a delivery that was not answered is tried again: a time still to come is the next try
 * ("retried 3:05 PM" read as done); one already passed is a try under way.
 */
function nextTry(at: string | null, now = Date.now()): string {
  if (!at) return '';
  return Date.parse(at) > now ? ` · next try ${formatDateTime(at)}` : ' · being tried again';
}

/**
 * An endpoint's deliveries, newest first: time, event, outcome, attempts, the answer's start, and
 * every attempt's outcome under it.
 */
export function WebhookDeliveryLog({ endpointId }: { endpointId: string }) {
  const log = useWebhookDeliveries(endpointId);
  const resend = useResendWebhookDeliveryMutation(endpointId);
  const { failure, reference, setFailure } = useFailure();
  const [resent, setResent] = useState<string | null>(null);

  const again = async (deliveryId: string) => {
    setFailure(null);
    setResent(null);
    try {
      setResent((await resend.mutateAsync(deliveryId)).message);
    } catch (error) {
      setFailure(serverMessageOr(error, 'The event was not sent again. Please try again.'), error);
    }
  };

  if (log.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <Spinner className="size-4" /> Loading the deliveries…
      </p>
    );
  }
  if (log.isError) {
    return (
      <LoadFailedPanel
        message="The deliveries could not be loaded."
        onRetry={() => void log.refetch()}
        retrying={log.isFetching}
        error={log.error}
      />
    );
  }
  const { deliveries } = log.data;
  return (
    <div className="space-y-3">
      {failure ? (
        <FormAlert tone="error" reference={reference}>
          {failure}
        </FormAlert>
      ) : null}
      {resent && !failure ? <FormAlert tone="info">{resent}</FormAlert> : null}
      {deliveries.length === 0 ? (
        <p className="text-sm text-ink-muted">
          Nothing has been sent to this endpoint yet. Send a test event to try it.
        </p>
      ) : (
        <ul
          aria-label="Deliveries"
          className="divide-y divide-line rounded-control ring-1 ring-line"
        >
          {deliveries.map((delivery) => (
            <li key={delivery.deliveryId} className="space-y-1.5 px-3 py-3 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <span className="font-mono text-xs font-semibold text-ink">{delivery.event}</span>
                <time
                  dateTime={delivery.lastAttemptAt ?? delivery.createdAt}
                  className="text-xs text-ink-muted"
                >
                  {formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt)}
                </time>
              </div>
              <p className="text-ink-muted">
                {outcomeOf(delivery)} · {delivery.attempts}{' '}
                {delivery.attempts === 1 ? 'attempt' : 'attempts'}
              </p>
              {delivery.responseBody ? (
                <pre
                  aria-label="The answer's first 1 KB"
                  className="max-h-32 overflow-auto rounded bg-slate-50 p-2 font-mono text-xs break-all whitespace-pre-wrap text-ink"
                >
                  {delivery.responseBody}
                </pre>
              ) : null}
              <WebhookAttemptList attempts={delivery.attemptLog} />
              {delivery.attempts > 0 && !awaitingFirstAnswer(delivery) ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => void again(delivery.deliveryId)}
                  disabled={resend.isPending}
                  aria-label={`Resend the ${delivery.event} event of ${formatDateTime(delivery.createdAt)}`}
                >
                  Resend
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
