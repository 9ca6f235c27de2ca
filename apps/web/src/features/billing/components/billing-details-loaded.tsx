import type { BillingDetails, BillingDetailsAnswer } from '@frameshop/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailedPanel } from '../../../components/ui/load-failed-panel';
import { Spinner } from '../../../components/ui/spinner';

/** The billing details once loaded (null when none were given), else their loading or failure. */
export function BillingDetailsLoaded({
  query,
  children,
}: {
  query: UseQueryResult<BillingDetailsAnswer>;
  children: (details: BillingDetails | null) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <Spinner className="size-4" /> Loading your billing details…
      </p>
    );
  }
  if (query.isError) {
    return (
      <LoadFailedPanel
        message="Your billing details could not be loaded."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        error={query.error}
      />
    );
  }
  return children(query.data.billingDetails);
}
