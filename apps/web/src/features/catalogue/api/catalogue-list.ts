import { catalogueListResponseSchema, LIST_PAGE_SIZE } from '@frameshop/contract';
import type { CatalogueListResponse, TemplateKind } from '@frameshop/contract';
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';
import type { ListFilters } from './query-keys';

/** The three list endpoints share one query string and one answer; only the path differs. */
export function fetchCatalogueList(
  endpoint: string,
  filters: ListFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<CatalogueListResponse> {
  const query = new URLSearchParams();
  if (filters.q) query.set('q', filters.q);
  if (filters.section) query.set('section', filters.section);
  query.set('sort', filters.sort);
  query.set('limit', String(LIST_PAGE_SIZE));
  if (cursor) query.set('cursor', cursor);
  return apiRequest(`${endpoint}?${query}`, { schema: catalogueListResponseSchema, signal });
}

export function catalogueListQueryOptions(
  kind: TemplateKind,
  endpoint: string,
  filters: ListFilters,
) {
  return infiniteQueryOptions({
    queryKey: catalogueKeys.list(kind, filters),
    queryFn: ({ pageParam, signal }) => fetchCatalogueList(endpoint, filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // While a new search or chip loads, the previous results stay (dimmed) instead of flashing
    // back to skeletons on every keystroke.
    placeholderData: keepPreviousData,
  });
}
