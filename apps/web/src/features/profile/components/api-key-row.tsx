import type { ApiKey } from '@frameshop/contract';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { referenceOf, serverMessageOr } from '../../../lib/api-error';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useRevokeApiKey } from '../api/revoke-api-key';

const scopeNames = { read: 'Read', create: 'Create' } as const;

/** One key: what it may do, when it was made and last used, its tail, and Revoke (asked first). */
export function ApiKeyRow({ apiKey }: { apiKey: ApiKey }) {
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeApiKey();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setConfirming(false);
    revoke.reset();
  };

  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <div className="min-w-0 space-y-1">
        <p className="font-medium break-words text-ink">{apiKey.name}</p>
        <p className="text-sm text-ink-muted">
          <code className="rounded bg-canvas px-1.5 py-0.5 text-xs break-all text-ink ring-1 ring-line">
            {apiKey.maskedKey}
          </code>{' '}
          · {apiKey.scopes.map((scope) => scopeNames[scope]).join(' and ')}
        </p>
        <p className="text-xs text-ink-muted">
          Created <time dateTime={apiKey.createdAt}>{formatDate(apiKey.createdAt)}</time> · Last
          used{' '}
          {apiKey.lastUsedAt ? (
            <time dateTime={apiKey.lastUsedAt}>{formatDateTime(apiKey.lastUsedAt)}</time>
          ) : (
            'never'
          )}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="self-start sm:self-auto"
        aria-label={`Revoke ${apiKey.name}`}
        onClick={() => setConfirming(true)}
      >
        Revoke
      </Button>
      <Modal
        open={confirming}
        onClose={close}
        title="Revoke this key?"
        description={`Programs using “${apiKey.name}” (${apiKey.maskedKey}) stop working at once. This cannot be undone.`}
        initialFocusRef={cancelRef}
        footer={
          <>
            <Button ref={cancelRef} variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button
              variant="danger"
              disabled={revoke.isPending}
              aria-busy={revoke.isPending || undefined}
              onClick={() => revoke.mutate(apiKey.keyId, { onSuccess: close })}
            >
              Revoke key
            </Button>
          </>
        }
      >
        {revoke.isError ? (
          <FormAlert tone="error" reference={referenceOf(revoke.error)}>
            {serverMessageOr(revoke.error, 'The key could not be revoked. Please try again.')}
          </FormAlert>
        ) : null}
      </Modal>
    </li>
  );
}
