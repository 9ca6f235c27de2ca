import type { CatalogueListResponse } from '@frameshop/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { catalogueListQueryOptions, fetchCatalogueList } from './catalogue-list';
import type { ListFilters } from './query-keys';

const ENDPOINT = '/api/direct-sell-templates';

/** One page of direct-sell (ready-made) templates. */
export function getDirectSellTemplates(
  filters: ListFilters,
  cursor?: string,
  signal?: AbortSignal,
): Promise<CatalogueListResponse> {
  return fetchCatalogueList(ENDPOINT, filters, cursor, signal);
}

export function directSellTemplatesQueryOptions(filters: ListFilters) {
  return catalogueListQueryOptions('direct-sell', ENDPOINT, filters);
}

export function useDirectSellTemplates(filters: ListFilters) {
  return useInfiniteQuery(directSellTemplatesQueryOptions(filters));
}
