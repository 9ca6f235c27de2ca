import { LIST_PAGE_SIZE, templateEndpointsOf } from '@frameshop/contract';
import type { CatalogueListResponse, TemplateKind } from '@frameshop/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { catalogueKeys, scopeParams } from './query-keys';
import type { ListFilters } from './query-keys';

/** One page of templates of one kind. */
export function getTemplates(
  kind: TemplateKind,
  filters: ListFilters,
  cursor?: string,
  signal?: AbortSignal,
): Promise<CatalogueListResponse> {
  const query = scopeParams(filters);
  // Without a chosen order the server orders a search by relevance, a list by popularity.
  if (filters.sort) query.set('sort', filters.sort);
  query.set('limit', String(LIST_PAGE_SIZE));
  if (cursor) query.set('cursor', cursor);
  return callEndpoint(templateEndpointsOf[kind].list, { query, signal });
}

export function templatesQueryOptions(kind: TemplateKind, filters: ListFilters) {
  return infiniteQueryOptions({
    queryKey: catalogueKeys.list(kind, filters),
    queryFn: ({ pageParam, signal }) => getTemplates(kind, filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // While a new search or chip loads, the previous results stay (dimmed) instead of flashing
    // back to skeletons on every keystroke.
    placeholderData: keepPreviousData,
  });
}

export function useTemplates(kind: TemplateKind, filters: ListFilters) {
  return useInfiniteQuery(templatesQueryOptions(kind, filters));
}
