import type { CatalogueListResponse } from '@frameshop/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { catalogueListQueryOptions, fetchCatalogueList } from './catalogue-list';
import type { ListFilters } from './query-keys';

const ENDPOINT = '/api/templates';

/** One page of video templates. */
export function getTemplates(
  filters: ListFilters,
  cursor?: string,
  signal?: AbortSignal,
): Promise<CatalogueListResponse> {
  return fetchCatalogueList(ENDPOINT, filters, cursor, signal);
}

export function templatesQueryOptions(filters: ListFilters) {
  return catalogueListQueryOptions('video', ENDPOINT, filters);
}

export function useTemplates(filters: ListFilters) {
  return useInfiniteQuery(templatesQueryOptions(filters));
}
