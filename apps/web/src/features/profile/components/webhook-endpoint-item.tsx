import type { WebhookEndpoint, WebhookSecretAnswer } from '@frameshop/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useFailure } from '../../../hooks/use-failure';
import { serverMessageOr } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { useDeleteWebhookMutation } from '../api/delete-webhook';
import { useRotateWebhookSecretMutation } from '../api/rotate-webhook-secret';
import { useTestWebhookMutation } from '../api/test-webhook';
import { WebhookDeliveryLog } from './webhook-delivery-log';

/** One endpoint: its address, events and state, what can be done with it, and its log. */
export function WebhookEndpointItem({
  endpoint,
  onRotated,
}: {
  endpoint: WebhookEndpoint;
  onRotated: (rotated: WebhookSecretAnswer) => void;
}) {
  const [showLog, setShowLog] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const { failure, reference, setFailure } = useFailure();
  const remove = useDeleteWebhookMutation();
  const rotate = useRotateWebhookSecretMutation();
  const test = useTestWebhookMutation(endpoint.endpointId);
  const busy = remove.isPending || rotate.isPending || test.isPending;
  const disabled = endpoint.disabledAt !== null;

  const run = async (work: () => Promise<void>, fallback: string) => {
    setFailure(null);
    setNotice(null);
    try {
      await work();
    } catch (error) {
      setFailure(serverMessageOr(error, fallback), error);
    }
  };

  return (
    <li className="space-y-3 px-5 py-4 sm:px-6">
      <div className="min-w-0">
        <p className="font-mono text-sm break-all text-ink">{endpoint.url}</p>
        <p className="mt-1 text-xs text-ink-muted">
          {endpoint.events.join(', ')}
          {endpoint.creditsLowThreshold !== null
            ? ` · low credits under ${endpoint.creditsLowThreshold}`
            : ''}
        </p>
        {disabled ? (
          <p className="mt-1 text-sm font-medium text-danger-700">
            Disabled on {formatDateTime(endpoint.disabledAt!)} after failing for 5 days. Delete it
            and add it again to send to it.
          </p>
        ) : null}
        {endpoint.previousSecretValidUntil ? (
          <p className="mt-1 text-xs text-ink-muted">
            The previous secret also signs until {formatDateTime(endpoint.previousSecretValidUntil)}
            .
          </p>
        ) : null}
      </div>
      {failure ? (
        <FormAlert tone="error" reference={reference}>
          {failure}
        </FormAlert>
      ) : null}
      {notice && !failure ? <FormAlert tone="info">{notice}</FormAlert> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={busy || disabled}
          onClick={() =>
            void run(async () => {
              setNotice((await test.mutateAsync()).message);
              setShowLog(true);
            }, 'The test event was not sent. Please try again.')
          }
          aria-label={`Send a test event to ${endpoint.url}`}
        >
          Send a test event
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={showLog}
          onClick={() => setShowLog((shown) => !shown)}
          aria-label={`${showLog ? 'Hide' : 'Show'} deliveries to ${endpoint.url}`}
        >
          {showLog ? 'Hide deliveries' : 'Show deliveries'}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() =>
            void run(
              async () => onRotated(await rotate.mutateAsync(endpoint.endpointId)),
              'The secret was not changed. Please try again.',
            )
          }
          aria-label={`Rotate secret of ${endpoint.url}`}
        >
          Rotate secret
        </Button>
        {confirmingDelete ? (
          <>
            <Button
              size="sm"
              variant="danger"
              disabled={busy}
              onClick={() =>
                void run(
                  () => remove.mutateAsync(endpoint.endpointId).then(() => undefined),
                  'The endpoint was not deleted. Please try again.',
                )
              }
              aria-label={`Yes, delete it: ${endpoint.url}`}
            >
              Yes, delete it
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirmingDelete(false)}>
              Keep it
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => setConfirmingDelete(true)}
            aria-label={`Delete ${endpoint.url}`}
          >
            Delete
          </Button>
        )}
      </div>
      {showLog ? <WebhookDeliveryLog endpointId={endpoint.endpointId} /> : null}
    </li>
  );
}
