import type { CreditPack } from '@frameshop/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailedPanel } from '../../../components/ui/load-failed-panel';
import { LoadingState } from '../../../components/ui/loading-state';

const CreditPacksText = {
  loading: 'Loading credit packs…',
  failed: 'Failed to load the credit packs. Please try again.',
  none: 'No credit packs are on sale right now. Please check back soon.',
} as const;

/** The packs once they are here; until then what is happening, and Try Again when it failed. */
export function CreditPacksState({
  query,
  children,
}: {
  query: UseQueryResult<CreditPack[]>;
  children: (packs: CreditPack[]) => ReactNode;
}) {
  if (query.data) {
    if (query.data.length === 0) return <p className="text-ink-muted">{CreditPacksText.none}</p>;
    return children(query.data);
  }
  if (query.isError) {
    return (
      <LoadFailedPanel
        message={CreditPacksText.failed}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        error={query.error}
      />
    );
  }
  return <LoadingState label={CreditPacksText.loading} />;
}
