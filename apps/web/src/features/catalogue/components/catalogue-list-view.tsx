import { LIST_PAGE_SIZE } from '@frameshop/contract';
import type { CatalogueListResponse, SortOption, TemplateKind } from '@frameshop/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../components/document-title';
import { PageContainer } from '../../../components/page-container';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useFilterCounts } from '../api/get-filter-counts';
import { SORT_LABELS } from '../filter-labels';
import type { CatalogueFilters } from '../hooks/use-catalogue-filters';
import { useLoadMoreOnView } from '../hooks/use-load-more-on-view';
import { FilterSelects } from './filter-selects';
import { DidYouMean, ListEmpty, ListError, NextPageError } from './list-status';
import { PopularTemplates } from './popular-templates';
import { CatalogueSearchField } from './catalogue-search-field';
import { SectionChips } from './section-chips';
import { SortSelect } from './sort-select';
import { TemplateGrid } from './template-grid';

const RESULTS_HEADING_ID = 'catalogue-results';

/** The orders offered: relevance first while a search narrows the list, the spec's three always. */
const sortLabelsFor = (searched: boolean) =>
  Object.fromEntries(
    (Object.keys(SORT_LABELS) as SortOption[])
      .filter((sort) => searched || sort !== 'relevance')
      .map((sort) => [sort, SORT_LABELS[sort]]),
  ) as Record<SortOption, string>;

const countText = new Intl.NumberFormat('en-IN');

export type CatalogueListQuery = UseInfiniteQueryResult<InfiniteData<CatalogueListResponse>, Error>;

interface CatalogueListViewProps {
  kind: TemplateKind;
  title: string;
  eyebrow: string;
  description: string;
  icon: ReactNode;
  searchPlaceholder: string;
  /** The spec's list error for this kind ("Failed to load image templates"). */
  errorMessage: string;
  filters: CatalogueFilters;
  query: CatalogueListQuery;
  /** Only the video list has a sort selector. */
  sortable: boolean;
}

/** A catalogue list screen: heading, search, section chips, sort, and the infinite grid. */
export function CatalogueListView({
  kind,
  title,
  eyebrow,
  description,
  icon,
  searchPlaceholder,
  errorMessage,
  filters,
  query,
  sortable,
}: CatalogueListViewProps) {
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;

  const templates = useMemo(() => {
    // Cursor pages never overlap, but a catalogue edited between two pages could repeat one.
    const seen = new Set<string>();
    return (data?.pages ?? [])
      .flatMap((page) => page.items)
      .filter(({ templateId }) => !seen.has(templateId) && Boolean(seen.add(templateId)));
  }, [data]);
  const sections = data?.pages[0]?.sections ?? [];
  const firstPage = data?.pages[0];
  const counts = useFilterCounts(kind, filters.filters);
  const { q } = filters.filters;

  const loadMore = useCallback(() => {
    void fetchNextPage();
  }, [fetchNextPage]);
  const { sentinelRef, supported } = useLoadMoreOnView({
    enabled:
      hasNextPage && !isFetchingNextPage && !isFetchNextPageError && !query.isPlaceholderData,
    loadMore,
    loadedCount: templates.length,
  });

  let results: ReactNode;
  if (query.isPending) {
    results = <TemplateGrid templates={[]} skeletons={LIST_PAGE_SIZE} label={`Loading ${title}`} />;
  } else if (query.isError && !data) {
    results = (
      <ListError message={errorMessage} error={query.error} onRetry={() => void query.refetch()} />
    );
  } else if (templates.length === 0) {
    results = (
      <>
        <ListEmpty
          onClearFilters={filters.isFiltered ? filters.clearFilters : undefined}
          didYouMean={firstPage?.didYouMean}
          onSearch={filters.commitSearch}
          search={q}
          elsewhere={firstPage?.elsewhere}
        />
        {/* Never a dead end: what buyers of this kind pick most. */}
        <PopularTemplates kind={kind} title={title} />
      </>
    );
  } else {
    results = (
      <>
        {firstPage?.didYouMean ? (
          <div className="mb-4">
            <DidYouMean spelling={firstPage.didYouMean} onSearch={filters.commitSearch} />
          </div>
        ) : null}
        <div
          aria-busy={query.isPlaceholderData}
          className={`transition-opacity duration-200 ${query.isPlaceholderData ? 'opacity-50' : ''}`}
        >
          <TemplateGrid
            templates={templates}
            skeletons={isFetchingNextPage ? Math.min(4, LIST_PAGE_SIZE) : 0}
            label={title}
          />
        </div>
        {isFetchNextPageError ? (
          <NextPageError message={errorMessage} onRetry={loadMore} />
        ) : hasNextPage ? (
          <div ref={sentinelRef} className="mt-8 flex min-h-10 justify-center">
            {isFetchingNextPage ? (
              <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
                <Spinner className="size-4 text-brand-600" />
                Loading more templates…
              </p>
            ) : supported ? null : (
              <Button variant="secondary" onClick={loadMore}>
                Load more
              </Button>
            )}
          </div>
        ) : null}
      </>
    );
  }

  return (
    <PageContainer className="py-10 lg:py-14">
      {/* A narrowed list is the list to a search engine: the address itself stays canonical. */}
      <DocumentTitle title={title} noindex={filters.isFiltered} />
      <div className="flex items-start gap-4">
        <span className="hidden size-12 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100 sm:grid">
          {icon}
        </span>
        <div className="max-w-2xl">
          <p className="text-sm font-semibold text-brand-600">{eyebrow}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
          <p className="mt-2 text-base leading-7 text-ink-muted sm:text-lg">{description}</p>
        </div>
      </div>

      <div className="mt-8 flex flex-col gap-4 border-b border-line pb-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <CatalogueSearchField
            kind={kind}
            value={filters.searchDraft}
            placeholder={searchPlaceholder}
            onChange={filters.changeSearch}
            onSubmit={filters.commitSearch}
            onClear={filters.clearSearch}
            onPickSection={filters.pickSection}
            onPickTemplate={filters.stopTyping}
          />
          {sortable ? (
            <SortSelect
              value={filters.sort}
              labels={sortLabelsFor(q !== '')}
              onChange={filters.changeSort}
            />
          ) : null}
        </div>
        <FilterSelects
          scope={filters.filters}
          counts={counts.data}
          hasLength={kind !== 'image'}
          onChange={filters.changeChoice}
        />
        {query.isPending ? (
          <ChipsPlaceholder />
        ) : (
          <SectionChips
            sections={sections}
            active={filters.filters.section}
            onToggle={filters.toggleSection}
            onShowAll={() => {
              if (filters.filters.section) filters.toggleSection(filters.filters.section);
            }}
          />
        )}
      </div>

      <section className="mt-8" aria-labelledby={RESULTS_HEADING_ID}>
        {/* Heard, not seen: the cards' names are headings, and they sit under this one. */}
        <h2 id={RESULTS_HEADING_ID} className="sr-only">
          Results
        </h2>
        {q && firstPage?.total ? (
          <p role="status" className="mb-4 text-sm text-ink-muted">
            {countText.format(firstPage.total)} {firstPage.total === 1 ? 'template' : 'templates'}{' '}
            for “{q}”
          </p>
        ) : null}
        {results}
      </section>
    </PageContainer>
  );
}

/** Holds the chips' row while the first page (which names the sections) loads. */
function ChipsPlaceholder() {
  return (
    <div aria-hidden="true" className="flex gap-2 overflow-hidden">
      {[12, 20, 16, 24, 14].map((width) => (
        <span
          key={width}
          className="h-8 shrink-0 animate-pulse rounded-full bg-slate-200"
          style={{ width: `${width * 4}px` }}
        />
      ))}
    </div>
  );
}
