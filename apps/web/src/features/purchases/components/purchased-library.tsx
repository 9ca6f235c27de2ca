import type { TemplateSummary } from '@frameshop/contract';
import { ButtonLink } from '../../../components/ui/button-link';
import { DownloadIcon } from '../../../components/ui/icons';
import { LoadingState } from '../../../components/ui/loading-state';
import { serverMessageOr } from '../../../lib/api-error';
import { formatCredits } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { usePurchases } from '../api/get-purchases';
import type { LibraryActions } from './library-download-button';
import { OwnedTemplateRow } from './owned-template-row';
import { LoadFailedPanel } from '../../../components/ui/load-failed-panel';

const LOAD_FAILED_MESSAGE = 'Failed to load your purchased templates';

interface PurchasedLibraryProps extends LibraryActions {
  detailHref: (template: TemplateSummary) => string;
}

/** Every template the user owns, newest purchase first, each free to download again. */
export function PurchasedLibrary({ detailHref, ...actions }: PurchasedLibraryProps) {
  const query = usePurchases();

  if (query.isPending) return <LoadingState label="Loading your purchases…" />;

  if (query.isError) {
    return (
      <LoadFailedPanel
        message={serverMessageOr(query.error, LOAD_FAILED_MESSAGE)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        error={query.error}
      />
    );
  }

  const purchases = query.data;
  if (purchases.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-card bg-surface px-6 py-14 text-center shadow-card ring-1 ring-line">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <DownloadIcon className="size-7" />
        </span>
        <h2 className="text-lg font-semibold text-ink">No purchased templates yet</h2>
        <p className="max-w-md text-ink-muted">
          Templates you buy or download appear here, free to download again whenever you need them.
        </p>
        <ButtonLink to={paths.templatesList()}>Browse Templates</ButtonLink>
      </div>
    );
  }

  const total = purchases.reduce((sum, owned) => sum + owned.creditsPaid, 0);
  return (
    <div>
      <p className="text-sm text-ink-muted">
        {purchases.length} {purchases.length === 1 ? 'template' : 'templates'} owned ·{' '}
        {formatCredits(total)} spent
      </p>
      <ul className="mt-4 space-y-4" aria-label="Purchased templates">
        {purchases.map((owned) => (
          <OwnedTemplateRow
            key={owned.template.templateId}
            owned={owned}
            detailHref={detailHref(owned.template)}
            {...actions}
          />
        ))}
      </ul>
    </div>
  );
}
