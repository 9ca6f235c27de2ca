import { DEFAULT_LAYOUT } from '@frameshop/contract';
import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../components/document-title';
import { ButtonLink } from '../../../components/ui/button-link';
import { AlertCircleIcon, HomeIcon, SearchIcon } from '../../../components/ui/icons';
import { failureAdvice } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useResponseStatus } from '../../../lib/server-request';
import { frameAspectRatio } from '../layout-ratio';
import { RetryButton } from './retry-button';
import type { LoadFailureProps } from './retry-button';

/** The detail page's outline while the template loads, in the loaded page's proportions. */
export function DetailSkeleton() {
  return (
    <div role="status" aria-label="Loading template" className="mt-6">
      <div className="grid gap-8 lg:grid-cols-12 lg:gap-12">
        <div
          className="animate-pulse rounded-panel bg-slate-200 lg:col-span-7"
          style={{ aspectRatio: frameAspectRatio(DEFAULT_LAYOUT) }}
        />
        <div className="flex flex-col gap-4 lg:col-span-5">
          <span className="h-4 w-28 animate-pulse rounded bg-slate-200" />
          <span className="h-9 w-4/5 animate-pulse rounded bg-slate-200" />
          <span className="h-4 w-full animate-pulse rounded bg-slate-100" />
          <span className="h-4 w-2/3 animate-pulse rounded bg-slate-100" />
          <span className="mt-4 h-8 w-32 animate-pulse rounded bg-slate-200" />
          <span className="h-12 w-full animate-pulse rounded-control bg-slate-200" />
          <span className="mt-4 h-40 w-full animate-pulse rounded-card bg-slate-100" />
        </div>
      </div>
    </div>
  );
}

function DetailMessage({
  tone,
  title,
  body,
  children,
}: {
  tone: 'neutral' | 'danger';
  title: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : undefined}
      className="mx-auto mt-10 flex max-w-lg flex-col items-center rounded-panel bg-surface px-6 py-14 text-center shadow-card ring-1 ring-line"
    >
      <DocumentTitle title={title} />
      <span
        className={`grid size-14 place-items-center rounded-2xl ring-1 ${
          tone === 'danger'
            ? 'bg-danger-50 text-danger-600 ring-danger-600/15'
            : 'bg-brand-50 text-brand-600 ring-brand-100'
        }`}
      >
        {tone === 'danger' ? (
          <AlertCircleIcon className="size-7" />
        ) : (
          <SearchIcon className="size-7" />
        )}
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink">{title}</h1>
      <p className="mt-2 text-base leading-7 text-ink-muted">{body}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">{children}</div>
    </div>
  );
}

/** No template has this id (or not of this kind). */
export function DetailNotFound({
  message,
  browse,
}: {
  message: string;
  browse: { to: string; label: string };
}) {
  // Rendered on the server, the page is answered 404: search engines and links learn it is gone.
  useResponseStatus(404);
  return (
    <DetailMessage
      tone="neutral"
      title={message}
      body="It may have been removed, or the link may be mistyped."
    >
      <ButtonLink to={paths.home()}>
        <HomeIcon className="size-4" />
        Go to Home
      </ButtonLink>
      <ButtonLink to={browse.to} variant="secondary">
        {browse.label}
      </ButtonLink>
    </DetailMessage>
  );
}

export function DetailError({ message, error, onRetry }: LoadFailureProps) {
  return (
    <DetailMessage
      tone="danger"
      title={message}
      body={`${failureAdvice(error)} If it keeps happening, please come back later.`}
    >
      <RetryButton onRetry={onRetry} />
      <ButtonLink to={paths.home()} variant="secondary">
        Go to Home
      </ButtonLink>
    </DetailMessage>
  );
}
