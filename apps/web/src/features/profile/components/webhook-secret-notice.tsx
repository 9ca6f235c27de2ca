import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';

/**
 * A signing secret, shown this once: the store keeps it for signing but never shows it again.
 * Copy puts it on the clipboard; Done hides it.
 */
export function WebhookSecretNotice({
  url,
  secret,
  rotated,
  onDone,
}: {
  url: string;
  secret: string;
  rotated: boolean;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <FormAlert tone="success">
      <p className="font-semibold">
        {rotated ? 'New signing secret' : 'Endpoint added'} for {url}
      </p>
      <p>
        Copy its signing secret now: it is shown only this once.
        {rotated ? ' The old secret keeps signing beside it for 24 hours.' : ''}
      </p>
      <code
        aria-label="Signing secret"
        className="mt-2 block rounded-control bg-surface px-3 py-2 font-mono text-xs break-all text-ink ring-1 ring-line"
      >
        {secret}
      </code>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          Copy secret
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Done
        </Button>
        <span role="status" className="text-xs">
          {copied === 'yes'
            ? 'Copied.'
            : copied === 'failed'
              ? 'Copying did not work here: select the secret and copy it.'
              : ''}
        </span>
      </div>
    </FormAlert>
  );
}
