import type { CatalogueListResponse } from '@frameshop/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { catalogueListQueryOptions, fetchCatalogueList } from './catalogue-list';
import type { ListFilters } from './query-keys';

const ENDPOINT = '/api/image-templates';

/** One page of image templates. */
export function getImageTemplates(
  filters: ListFilters,
  cursor?: string,
  signal?: AbortSignal,
): Promise<CatalogueListResponse> {
  return fetchCatalogueList(ENDPOINT, filters, cursor, signal);
}

export function imageTemplatesQueryOptions(filters: ListFilters) {
  return catalogueListQueryOptions('image', ENDPOINT, filters);
}

export function useImageTemplates(filters: ListFilters) {
  return useInfiniteQuery(imageTemplatesQueryOptions(filters));
}
