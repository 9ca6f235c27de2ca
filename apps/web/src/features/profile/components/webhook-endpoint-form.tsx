import {
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
  type WebhookSecretAnswer,
} from '@frameshop/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { inputClasses } from '../../../components/ui/input-styles';
import { Spinner } from '../../../components/ui/spinner';
import { useFailure } from '../../../hooks/use-failure';
import { serverMessageOr } from '../../../lib/api-error';
import { useCreateWebhookMutation } from '../api/create-webhook';

/** What each event means, as the checkboxes say it. */
const webhookEventLabels: Record<WebhookEventType, string> = {
  'render.completed': 'A render is ready (render.completed)',
  'render.failed': 'A render failed (render.failed)',
  'batch.finished': 'A batch finished (batch.finished)',
  'credits.low': 'Credits fell under a threshold (credits.low)',
};

/** Adding an endpoint: its address, the events it gets, and the low-credit threshold. */
export function WebhookEndpointForm({
  onCreated,
}: {
  onCreated: (created: WebhookSecretAnswer) => void;
}) {
  const ids = { url: useId(), threshold: useId(), events: useId() };
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['render.completed', 'render.failed']);
  const [threshold, setThreshold] = useState('');
  const { failure, reference, setFailure } = useFailure();
  const create = useCreateWebhookMutation();

  const toggle = (event: WebhookEventType, on: boolean) =>
    setEvents((chosen) => (on ? [...chosen, event] : chosen.filter((e) => e !== event)));

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    setFailure(null);
    if (events.length === 0) {
      setFailure('Choose at least one event to send.');
      return;
    }
    const lowCredits = events.includes('credits.low') && threshold.trim() !== '';
    try {
      const created = await create.mutateAsync({
        url: url.trim(),
        events,
        ...(lowCredits ? { creditsLowThreshold: Number(threshold) } : {}),
      });
      setUrl('');
      setThreshold('');
      onCreated(created);
    } catch (error) {
      setFailure(serverMessageOr(error, 'The endpoint was not added. Please try again.'), error);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
      {failure ? (
        <FormAlert tone="error" reference={reference}>
          {failure}
        </FormAlert>
      ) : null}
      <FormField
        id={ids.url}
        label="Endpoint URL"
        hint="The address on your server that receives the events, starting with https://."
      >
        {(control) => (
          <input
            {...control}
            type="url"
            inputMode="url"
            autoComplete="off"
            required
            placeholder="https://example.com/webhooks/frameshop"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            className={inputClasses()}
          />
        )}
      </FormField>
      <fieldset aria-describedby={`${ids.events}-hint`}>
        <legend className="text-sm font-medium text-ink">Events to send</legend>
        <p id={`${ids.events}-hint`} className="mt-0.5 text-xs text-ink-muted">
          Choose at least one.
        </p>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((event) => (
            <label key={event} className="flex items-start gap-2.5 text-sm text-ink">
              <input
                type="checkbox"
                checked={events.includes(event)}
                onChange={(change) => toggle(event, change.target.checked)}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
              />
              {webhookEventLabels[event]}
            </label>
          ))}
        </div>
      </fieldset>
      {events.includes('credits.low') ? (
        <FormField
          id={ids.threshold}
          label="Low-credit threshold (optional)"
          hint="credits.low is sent once each time your balance falls from this number or more to under it."
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={threshold}
              onChange={(event) => setThreshold(event.target.value)}
              className={inputClasses('default', 'w-40')}
            />
          )}
        </FormField>
      ) : null}
      <Button type="submit" disabled={create.isPending} aria-busy={create.isPending || undefined}>
        {create.isPending ? <Spinner className="size-4" /> : null}
        Add endpoint
      </Button>
    </form>
  );
}
