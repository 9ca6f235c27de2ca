import { CatalogueMessage, CommerceMessage } from '@frameshop/contract';
import type { CatalogueListResponse } from '@frameshop/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { AlertCircleIcon, HeartIcon, SearchIcon } from '../../../components/ui/icons';
import { failureAdvice } from '../../../lib/api-error';
import { listPath } from '../../../lib/paths';
import { countOfKind } from '../kind-names';
import { RetryButton } from './retry-button';
import type { LoadFailureProps } from './retry-button';

function StatusPanel({
  icon,
  tone,
  children,
}: {
  icon: ReactNode;
  tone: 'neutral' | 'danger';
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-panel border border-dashed border-slate-300 bg-surface px-6 py-14 text-center sm:py-20">
      <span
        className={`grid size-12 place-items-center rounded-2xl ring-1 ${
          tone === 'danger'
            ? 'bg-danger-50 text-danger-600 ring-danger-600/15'
            : 'bg-brand-50 text-brand-600 ring-brand-100'
        }`}
      >
        {icon}
      </span>
      {children}
    </div>
  );
}

/**
 * No template matches the search, chip and filters: the spec's words, where else in the store the
 * search finds something, a better spelling of it when one finds something, and the way back to
 * everything.
 */
export function ListEmpty({
  onClearFilters,
  didYouMean,
  onSearch,
  search = '',
  elsewhere = [],
}: {
  onClearFilters?: () => void;
  /** A better spelling of the search that finds templates. */
  didYouMean?: string | null;
  onSearch?: (search: string) => void;
  /** The search, as typed. */
  search?: string;
  /** How many of each other kind the search finds. */
  elsewhere?: CatalogueListResponse['elsewhere'];
}) {
  return (
    <StatusPanel tone="neutral" icon={<SearchIcon className="size-6" />}>
      <p role="status" className="mt-5 max-w-md text-base font-medium text-ink">
        {CatalogueMessage.noResults}
      </p>
      {search && elsewhere.length > 0 ? (
        <ul aria-label="Found elsewhere in the store" className="mt-2 space-y-1 text-base">
          {elsewhere.map(({ kind, count }) => (
            <li key={kind}>
              <Link
                to={listPath(kind, search)}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {countOfKind(kind, count)} {count === 1 ? 'matches' : 'match'} “{search}”
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {didYouMean && onSearch ? <DidYouMean spelling={didYouMean} onSearch={onSearch} /> : null}
      {onClearFilters ? (
        <Button variant="secondary" className="mt-6" onClick={onClearFilters}>
          Clear search and filters
        </Button>
      ) : null}
    </StatusPanel>
  );
}

/** "Did you mean logo reveal?": the better spelling, one press away. */
export function DidYouMean({
  spelling,
  onSearch,
}: {
  spelling: string;
  onSearch: (search: string) => void;
}) {
  return (
    <p className="mt-2 text-base text-ink-muted">
      Did you mean{' '}
      <button
        type="button"
        onClick={() => onSearch(spelling)}
        className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {spelling}
      </button>
      ?
    </p>
  );
}

/** Nothing liked yet: the spec's words, and the way to find something to like. */
export function LikedEmpty({ browseTo }: { browseTo: string }) {
  return (
    <StatusPanel tone="neutral" icon={<HeartIcon className="size-6" />}>
      <p role="status" className="mt-5 max-w-md text-base font-medium text-ink">
        {CommerceMessage.noLikedTemplates}
      </p>
      <p className="mt-1 text-sm text-ink-muted">
        Press the heart on any template to keep it here.
      </p>
      <ButtonLink to={browseTo} className="mt-6">
        Browse Templates
      </ButtonLink>
    </StatusPanel>
  );
}

/** The list could not be loaded; the spec's message for the kind, what to do, and a retry. */
export function ListError({ message, error, onRetry }: LoadFailureProps) {
  return (
    <StatusPanel tone="danger" icon={<AlertCircleIcon className="size-6" />}>
      <p role="alert" className="mt-5 max-w-md text-base font-semibold text-ink">
        {message}
      </p>
      <p className="mt-1 text-sm text-ink-muted">{failureAdvice(error)}</p>
      <RetryButton className="mt-6" onRetry={onRetry} />
    </StatusPanel>
  );
}

/** A later page failed: the loaded cards stay, with the message and a retry below them. */
export function NextPageError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mt-8 flex flex-col items-center gap-3 rounded-card bg-danger-50 px-4 py-4 text-center text-sm font-medium text-danger-700 ring-1 ring-danger-600/20 sm:flex-row sm:justify-center"
    >
      <span>{message}</span>
      <RetryButton size="sm" variant="secondary" onRetry={onRetry} />
    </div>
  );
}
