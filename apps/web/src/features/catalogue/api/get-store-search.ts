import { searchEndpoints } from '@frameshop/contract';
import type { StoreSearchResponse } from '@frameshop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

/** The whole store's search: a section per kind with its count and first templates. */
export function getStoreSearch(q: string, signal?: AbortSignal): Promise<StoreSearchResponse> {
  return callEndpoint(searchEndpoints.everything, { query: new URLSearchParams({ q }), signal });
}

export function storeSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: catalogueKeys.storeSearch(q),
    queryFn: ({ signal }) => getStoreSearch(q, signal),
    enabled: q !== '',
    // A new search keeps the last one's sections (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
  });
}

export function useStoreSearch(q: string) {
  return useQuery(storeSearchQueryOptions(q));
}
