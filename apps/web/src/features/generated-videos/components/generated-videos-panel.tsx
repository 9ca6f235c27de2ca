import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { FilmIcon, SearchIcon } from '../../../components/ui/icons';
import { inputClasses } from '../../../components/ui/input-styles';
import { LoadingState } from '../../../components/ui/loading-state';
import { serverMessageOr } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { generatedVideosQueryOptions } from '../api/get-generated-videos';
import { filterAndSortVideos, isVideoSort, VIDEO_SORTS } from '../list-view';
import type { VideoSort } from '../list-view';
import { GeneratedVideoCard } from './generated-video-card';
import { LoadFailedPanel } from '../../../components/ui/load-failed-panel';

const LOAD_FAILED_MESSAGE = 'Failed to load generated videos';

/** The user's rendered videos, searchable and sortable, with their render status. */
export function GeneratedVideosPanel() {
  const query = useQuery(generatedVideosQueryOptions);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<VideoSort>('recent');
  const searchId = useId();
  const sortId = useId();

  if (query.isPending) return <LoadingState label="Loading your videos…" />;

  if (query.isError) {
    const message = serverMessageOr(query.error, LOAD_FAILED_MESSAGE);
    return (
      <LoadFailedPanel
        message={message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
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

  const shown = filterAndSortVideos(videos, search, sort);

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
        {shown.length === videos.length
          ? `${videos.length} ${videos.length === 1 ? 'video' : 'videos'}`
          : `${shown.length} of ${videos.length} videos`}
      </p>

      {shown.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-slate-300 px-6 py-12 text-center">
          <p className="text-ink-muted">No videos match &ldquo;{search.trim()}&rdquo;.</p>
          <Button variant="secondary" size="sm" onClick={() => setSearch('')}>
            Clear search
          </Button>
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Generated videos">
          {shown.map((video) => (
            <GeneratedVideoCard key={video.jobId} video={video} />
          ))}
        </ul>
      )}
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
