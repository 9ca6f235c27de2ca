import { searchEndpoints } from '@frameshop/contract';
import type { SearchFiltersResponse, TemplateKind } from '@frameshop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { catalogueKeys, scopeOf, scopeParams, type ListScope } from './query-keys';

/** What each filter beside the chips would hold, for the list's search, section and filters. */
export function getFilterCounts(
  kind: TemplateKind,
  scope: ListScope,
  signal?: AbortSignal,
): Promise<SearchFiltersResponse> {
  const query = scopeParams(scope);
  query.set('kind', kind);
  return callEndpoint(searchEndpoints.filters, { query, signal });
}

export function useFilterCounts(kind: TemplateKind, scope: ListScope) {
  const key = scopeOf(scope);
  return useQuery({
    queryKey: catalogueKeys.filterCounts(kind, key),
    queryFn: ({ signal }) => getFilterCounts(kind, key, signal),
    // The counts of the last scope stay while the next one's load: the filters do not jump.
    placeholderData: keepPreviousData,
  });
}
