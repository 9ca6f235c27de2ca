import type { LikedSort } from '@frameshop/contract';
import { useMemo, useState } from 'react';
import { HeartIcon } from '../../../components/ui/icons';
import { paths } from '../../../lib/paths';
import { useLikedTemplates } from '../api/get-liked-templates';
import { useLikes } from '../hooks/use-likes';
import { LIKED_SORT_LABELS, orderLiked } from '../liked-order';
import { LikedEmpty, ListEmpty, ListError } from './list-status';
import { SearchField } from './search-field';
import { SortSelect } from './sort-select';
import { TemplateGrid } from './template-grid';

const SKELETONS = 4;

/**
 * The signed-in user's liked templates: search, sort, and an Unlike on each card. A template being
 * unliked leaves the list at once, and comes back if the server refuses.
 */
export function LikedTemplates({ label = 'Liked templates' }: { label?: string }) {
  const query = useLikedTemplates();
  const { isLiked } = useLikes();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<LikedSort>('recent');

  const stillLiked = useMemo(
    () => (query.data ?? []).filter((template) => isLiked(template.templateId)),
    [query.data, isLiked],
  );
  const shown = useMemo(() => orderLiked(stillLiked, search, sort), [stillLiked, search, sort]);

  let results;
  if (query.isPending) {
    results = <TemplateGrid templates={[]} skeletons={SKELETONS} label={`Loading ${label}`} />;
  } else if (query.isError) {
    results = (
      <ListError
        message="Failed to load your liked templates"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (stillLiked.length === 0) {
    return <LikedEmpty browseTo={paths.templatesList()} />;
  } else if (shown.length === 0) {
    results = <ListEmpty onClearFilters={() => setSearch('')} />;
  } else {
    results = (
      <TemplateGrid
        templates={shown}
        label={label}
        cardCorner={(template) => (
          <UnlikeButton templateId={template.templateId} name={template.templateName} />
        )}
      />
    );
  }

  return (
    <div>
      <div className="flex flex-col gap-3 border-b border-line pb-6 sm:flex-row sm:items-center sm:justify-between">
        <SearchField
          value={search}
          placeholder="Search liked templates"
          onChange={setSearch}
          onSubmit={setSearch}
          onClear={() => setSearch('')}
        />
        <SortSelect value={sort} labels={LIKED_SORT_LABELS} onChange={setSort} />
      </div>
      {query.isSuccess ? (
        <p role="status" className="mt-4 text-sm text-ink-muted">
          {shown.length === stillLiked.length
            ? `${stillLiked.length} liked ${stillLiked.length === 1 ? 'template' : 'templates'}`
            : `${shown.length} of ${stillLiked.length} liked templates`}
        </p>
      ) : null}
      <div className="mt-6">{results}</div>
    </div>
  );
}

/** Takes the template off the liked list. */
function UnlikeButton({ templateId, name }: { templateId: string; name: string }) {
  const { unlike, isChanging } = useLikes();
  return (
    <button
      type="button"
      onClick={() => unlike(templateId)}
      disabled={isChanging(templateId)}
      aria-label={`Unlike ${name}`}
      className="flex min-h-10 items-center gap-1.5 rounded-full bg-white/95 px-3 text-sm font-semibold text-accent-500 shadow-card ring-1 ring-black/5 ring-inset hover:bg-white disabled:opacity-60"
    >
      <HeartIcon className="size-4 fill-current" />
      Unlike
    </button>
  );
}
