import type { CreatedApiKey } from '@frameshop/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CheckCircleIcon } from '../../../components/ui/icons';

/** The key just made, shown this once with a way to copy it. */
export function NewApiKeyNotice({
  created,
  onDone,
}: {
  created: CreatedApiKey;
  onDone: () => void;
}) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copyKey = () => {
    navigator.clipboard.writeText(created.key).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  return (
    <div
      role="region"
      aria-labelledby="new-api-key-heading"
      className="space-y-3 rounded-control bg-success-50 px-4 py-4 ring-1 ring-success-600/20 ring-inset"
    >
      <p id="new-api-key-heading" className="flex items-center gap-2 font-medium text-success-700">
        <CheckCircleIcon className="size-5 shrink-0" />
        Your new key “{created.name}”
      </p>
      <p className="text-sm text-ink">
        Copy it now and keep it somewhere safe: <strong>You will not see this key again.</strong>
      </p>
      <code
        aria-label="New API key"
        className="block rounded bg-surface px-3 py-2 font-mono text-sm break-all text-ink ring-1 ring-line"
      >
        {created.key}
      </code>
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" onClick={copyKey}>
          {copy === 'copied' ? 'Copied' : 'Copy key'}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone}>
          Done
        </Button>
        <span role="status" className="text-sm text-ink-muted">
          {copy === 'copied'
            ? 'The key is copied.'
            : copy === 'failed'
              ? 'Copying did not work here: select the key and copy it yourself.'
              : ''}
        </span>
      </div>
    </div>
  );
}
