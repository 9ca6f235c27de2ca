import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { useCopy } from '../../../hooks/use-copy';

/**
 * A secret the store shows this once (an API key, a webhook's signing secret): what it is, the
 * value to copy, Copy and Done. The store keeps only what it needs and never shows it again.
 */
export function SecretShownOnce({
  headingId,
  heading,
  explanation,
  valueLabel,
  value,
  noun,
  onDone,
}: {
  headingId: string;
  heading: ReactNode;
  explanation: ReactNode;
  /** The accessible name of the value: "New API key", "Signing secret". */
  valueLabel: string;
  value: string;
  /** What it is in the buttons and messages: "key", "secret". */
  noun: string;
  onDone: () => void;
}) {
  const { state, copy } = useCopy();
  return (
    <div
      role="region"
      aria-labelledby={headingId}
      className="space-y-3 rounded-control bg-success-50 px-4 py-4 ring-1 ring-success-600/20 ring-inset"
    >
      <p id={headingId} className="flex items-center gap-2 font-medium text-success-700">
        <CheckCircleIcon className="size-5 shrink-0" />
        {heading}
      </p>
      <p className="text-sm text-ink">{explanation}</p>
      <code
        aria-label={valueLabel}
        className="block rounded bg-surface px-3 py-2 font-mono text-sm break-all text-ink ring-1 ring-line"
      >
        {value}
      </code>
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" onClick={() => copy(value)}>
          {state === 'copied' ? 'Copied' : `Copy ${noun}`}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone}>
          Done
        </Button>
        <span role="status" className="text-sm text-ink-muted">
          {state === 'copied'
            ? `The ${noun} is copied.`
            : state === 'failed'
              ? `Copying did not work here: select the ${noun} and copy it yourself.`
              : ''}
        </span>
      </div>
    </div>
  );
}
