import { AdminMessage, type AdminExportTable, type AdminPeriodRange } from '@frameshop/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingState } from '../../../components/ui/loading-state';
import { AdminError } from './admin-error';
import { ExportButton } from './export-button';
import { ShowingBadge } from './period-selector';

/** What every tab is given by the dashboard. */
export interface AdminTabProps {
  token: string;
  onGoToLogin: () => void;
}

/** A tab's error view while its query failed, else its loading state. */
export function AdminQueryState({
  query,
  onGoToLogin,
}: {
  query: UseQueryResult<unknown>;
  onGoToLogin: () => void;
}) {
  if (!query.isError) return <LoadingState label={AdminMessage.loading} />;
  return (
    <AdminError
      error={query.error}
      onRetry={() => void query.refetch()}
      onGoToLogin={onGoToLogin}
    />
  );
}

/**
 * One tab's frame: its error view or loading state until the figures arrive, then the period it
 * shows and the export of its table (when it has one) above the tab's own content.
 */
export function AdminTab<T extends { range: AdminPeriodRange }>({
  query,
  token,
  table,
  exportParams,
  onGoToLogin,
  children,
}: AdminTabProps & {
  query: UseQueryResult<T>;
  table?: AdminExportTable;
  exportParams?: URLSearchParams;
  children: (data: T) => ReactNode;
}) {
  if (query.isError || query.data === undefined) {
    return <AdminQueryState query={query} onGoToLogin={onGoToLogin} />;
  }
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ShowingBadge range={query.data.range} />
        {table && exportParams ? (
          <ExportButton token={token} table={table} params={exportParams} />
        ) : null}
      </div>
      {children(query.data)}
    </div>
  );
}

/** "#1042 Neon Intro": a template as the tables name it. */
export function TemplateName({ id, name }: { id: string; name: string }) {
  return (
    <>
      <span className="font-semibold text-ink-muted">#{id}</span>{' '}
      <span className="font-semibold text-ink">{name}</span>
    </>
  );
}

/** A titled card below the tables (the top spenders, the last failures). */
export function AdminPanel({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-card bg-surface p-4 shadow-sm ring-1 ring-line"
    >
      <h2 id={id} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
