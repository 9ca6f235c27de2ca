import { useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useTemplateSuggestions } from '../api/get-template-suggestions';
import { useLoadMoreNearPageBottom } from '../hooks/use-load-more-near-page-bottom';
import { COMPACT_GRID_CLASSES, TemplateGrid } from './template-grid';

const HEADING_ID = 'suggested-templates-heading';

/**
 * Templates like this one, 4 to a row (2 on a phone), more arriving as the visitor nears the
 * bottom of the page. Suggestions that fail or do not exist leave no trace on the page.
 */
export function SuggestedTemplates({ templateId }: { templateId: string }) {
  const query = useTemplateSuggestions(templateId);
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage } = query;

  const templates = useMemo(() => {
    const seen = new Set<string>([templateId]);
    return (data?.pages ?? [])
      .flatMap((page) => page.items)
      .filter(({ templateId: id }) => !seen.has(id) && Boolean(seen.add(id)));
  }, [data, templateId]);

  const loadMore = useCallback(() => {
    void fetchNextPage();
  }, [fetchNextPage]);
  useLoadMoreNearPageBottom({
    enabled: query.isSuccess && hasNextPage && !isFetchingNextPage,
    loadMore,
  });

  if (query.isPending) {
    return (
      <SuggestedSection>
        <TemplateGrid
          templates={[]}
          skeletons={4}
          className={`mt-6 ${COMPACT_GRID_CLASSES}`}
          label="Loading suggested templates"
        />
      </SuggestedSection>
    );
  }
  if (templates.length === 0) return null;

  return (
    <SuggestedSection>
      <TemplateGrid
        templates={templates}
        className={`mt-6 ${COMPACT_GRID_CLASSES}`}
        label="Suggested Templates"
      />
      {isFetchingNextPage ? (
        <p
          role="status"
          className="mt-8 flex items-center justify-center gap-2 text-sm text-ink-muted"
        >
          <Spinner className="size-4 text-brand-600" />
          Loading more suggestions…
        </p>
      ) : null}
    </SuggestedSection>
  );
}

/** The headed section the suggestions, or their skeletons while they load, stand in. */
function SuggestedSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby={HEADING_ID} className="mt-16 border-t border-line pt-10">
      <h2 id={HEADING_ID} className="text-2xl font-bold tracking-tight text-ink">
        Suggested Templates
      </h2>
      {children}
    </section>
  );
}
