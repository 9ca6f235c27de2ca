import type { ApiKey, CreatedApiKey } from '@frameshop/contract';
import { useState } from 'react';
import { LoadFailedPanel } from '../../../components/ui/load-failed-panel';
import { LoadingState } from '../../../components/ui/loading-state';
import { useApiKeys } from '../api/list-api-keys';
import { ApiKeyRow } from './api-key-row';
import { CreateApiKeyForm } from './create-api-key-form';
import { NewApiKeyNotice } from './new-api-key-notice';
import type { KeyAccount } from './create-api-key-form';

/**
 * The account's keys for programs: made here (the key shown once), listed by name, scopes, dates
 * and a masked tail, and revoked after a confirmation.
 */
export function ApiKeysSection({ teams = [] }: { teams?: KeyAccount[] }) {
  const keys = useApiKeys();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const list: ApiKey[] = keys.data?.keys ?? [];
  const full = keys.data !== undefined && list.length >= keys.data.limit;

  return (
    <section
      aria-labelledby="api-keys-heading"
      className="rounded-card bg-surface shadow-card ring-1 ring-line"
    >
      <div className="border-b border-line px-5 py-4 sm:px-6">
        <h2 id="api-keys-heading" className="text-lg font-semibold text-ink">
          API keys
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          A key lets your own programs use the store as you: read your uploads, renders and balance,
          and with the Create scope order renders and exports that spend your credits. Keys never
          change your account, payments or keys.
        </p>
      </div>
      <div className="space-y-5 px-5 py-5 sm:px-6">
        {created ? <NewApiKeyNotice created={created} onDone={() => setCreated(null)} /> : null}
        <CreateApiKeyForm
          full={full}
          limit={keys.data?.limit}
          teams={teams}
          onCreated={setCreated}
        />
      </div>
      {keys.isPending ? (
        <LoadingState label="Loading your API keys…" />
      ) : keys.isError ? (
        <LoadFailedPanel
          message="Failed to load your API keys"
          onRetry={() => void keys.refetch()}
          retrying={keys.isFetching}
          error={keys.error}
        />
      ) : list.length === 0 ? (
        <p className="border-t border-line px-6 py-8 text-center text-ink-muted">
          No API keys yet.
        </p>
      ) : (
        <ul aria-label="Your API keys" className="divide-y divide-line border-t border-line">
          {list.map((key) => (
            <ApiKeyRow key={key.keyId} apiKey={key} />
          ))}
        </ul>
      )}
    </section>
  );
}
