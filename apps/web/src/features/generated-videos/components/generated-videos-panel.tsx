import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { FilmIcon, SearchIcon } from '../../../components/ui/icons';
import { inputClasses } from '../../../components/ui/input-styles';
import { LoadingState } from '../../../components/ui/loading-state';
import { FormAlert } from '../../../components/ui/form-alert';
import { failureAdvice, referenceOf, serverMessageOr } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { generatedVideosQueryOptions } from '../api/get-generated-videos';
import type { GeneratedVideoItem } from '../api/get-generated-videos';
import { useCancelRender } from '../hooks/use-cancel-render';
import type { CancelRender } from '../hooks/use-cancel-render';
import { useRefundWatch } from '../hooks/use-refund-watch';
import { useStatusAnnouncement } from '../hooks/use-status-announcement';
import {
  countText,
  filterAndSortVideos,
  isKindFilter,
  isVideoSort,
  KIND_FILTERS,
  noMatchText,
  VIDEO_SORTS,
  videoTitle,
  type KindFilter,
} from '../list-view';
import type { VideoSort } from '../list-view';
import { CancelRenderDialog } from './cancel-render-dialog';
import { GeneratedVideoCard } from './generated-video-card';
import { LoadFailedPanel } from '../../../components/ui/load-failed-panel';

const LOAD_FAILED_MESSAGE = 'Failed to load generated videos';

export interface GeneratedVideosPanelProps {
  /** Cancels a render (the renders feature's call, handed in by the route). */
  cancelRender: CancelRender;
  /** Shows the balance the server reported after a cancel returned credits (the navbar). */
  onCreditsChanged: (remainingCredits: number) => unknown;
  /** A render's credits came back without a balance in hand (it failed): fetch the balance. */
  onCreditsReturned: () => unknown;
}

/**
 * The user's rendered videos, searchable and sortable, with their render status; running renders
 * update live and can be cancelled.
 */
export function GeneratedVideosPanel(props: GeneratedVideosPanelProps) {
  const query = useQuery(generatedVideosQueryOptions);

  if (query.isPending) return <LoadingState label="Loading your videos…" />;

  // A failed refresh of a list already shown keeps the list (see below); only a first load fails.
  if (query.data === undefined) {
    const message = serverMessageOr(query.error, LOAD_FAILED_MESSAGE);
    return (
      <LoadFailedPanel
        message={message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        error={query.error}
      />
    );
  }

  const videos = query.data;
  if (videos.length === 0) {
    return (
      <EmptyState title="No generated videos yet">
        Videos you render from templates will appear here, ready to play and download.
      </EmptyState>
    );
  }
  return <VideoList videos={videos} refreshFailed={query.isError} {...props} />;
}

interface VideoListProps extends GeneratedVideosPanelProps {
  videos: GeneratedVideoItem[];
  /** The last refresh failed: the list may be out of date until the next one works. */
  refreshFailed: boolean;
}

function VideoList({
  videos,
  refreshFailed,
  cancelRender,
  onCreditsChanged,
  onCreditsReturned,
}: VideoListProps) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<VideoSort>('recent');
  const [kind, setKind] = useState<KindFilter>('all');
  const kindId = useId();
  const searchId = useId();
  const sortId = useId();
  const announcement = useStatusAnnouncement(videos);
  const cancel = useCancelRender(cancelRender, onCreditsChanged);
  useRefundWatch(videos, onCreditsReturned);
  const [cancelling, setCancelling] = useState<GeneratedVideoItem | null>(null);

  const shown = filterAndSortVideos(videos, search, sort, kind);
  const closeCancel = () => {
    setCancelling(null);
    cancel.reset();
  };
  const confirmCancel = () => {
    if (!cancelling || cancel.isPending) return;
    cancel.mutate(cancelling.jobId, { onSuccess: () => setCancelling(null) });
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-ink">
            Search videos
          </label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-subtle" />
            <input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Job id, template or status"
              className={inputClasses('default', 'pl-9')}
            />
          </div>
        </div>
        <div className="sm:w-48">
          <label htmlFor={kindId} className="mb-1.5 block text-sm font-medium text-ink">
            Show
          </label>
          <select
            id={kindId}
            value={kind}
            onChange={(event) => {
              if (isKindFilter(event.target.value)) setKind(event.target.value);
            }}
            className={inputClasses('default')}
          >
            {KIND_FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:w-52">
          <label htmlFor={sortId} className="mb-1.5 block text-sm font-medium text-ink">
            Sort by
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(event) => {
              if (isVideoSort(event.target.value)) setSort(event.target.value);
            }}
            className={inputClasses('default')}
          >
            {VIDEO_SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      <p className="text-sm text-ink-muted" aria-live="polite">
        {countText(shown, videos, kind)}
      </p>
      <p className="sr-only" role="status">
        {announcement}
      </p>
      {refreshFailed ? (
        <FormAlert tone="info">
          The list could not be refreshed just now; it may be out of date. It will try again
          shortly.
        </FormAlert>
      ) : null}

      {shown.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-slate-300 px-6 py-12 text-center">
          <p className="text-ink-muted">{noMatchText(videos, search, kind)}</p>
          {search.trim() ? (
            <Button variant="secondary" size="sm" onClick={() => setSearch('')}>
              Clear search
            </Button>
          ) : null}
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Generated videos">
          {shown.map((video) => (
            <GeneratedVideoCard key={video.jobId} video={video} onCancel={setCancelling} />
          ))}
        </ul>
      )}

      <CancelRenderDialog
        title={cancelling ? videoTitle(cancelling) : null}
        heldCredits={cancelling?.heldCredits ?? 0}
        cancelling={cancel.isPending}
        problem={cancel.isError ? failureAdvice(cancel.error) : null}
        problemReference={referenceOf(cancel.error)}
        onConfirm={confirmCancel}
        onClose={closeCancel}
      />
    </div>
  );
}

function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-slate-300 bg-surface px-6 py-14 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
        <FilmIcon className="size-7" />
      </span>
      <p className="mt-5 text-lg font-semibold text-ink">{title}</p>
      <p className="mt-1 max-w-md text-sm text-ink-muted">{children}</p>
      <ButtonLink to={paths.templatesList()} className="mt-6">
        Browse Templates
      </ButtonLink>
    </div>
  );
}
