import { SUGGEST_FROM_LENGTH, searchEndpoints } from '@frameshop/contract';
import type { SearchSuggestionsResponse, TemplateKind } from '@frameshop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

export function getSearchSuggestions(
  kind: TemplateKind,
  typed: string,
  signal?: AbortSignal,
): Promise<SearchSuggestionsResponse> {
  return callEndpoint(searchEndpoints.suggestions, {
    query: new URLSearchParams({ kind, q: typed }),
    signal,
  });
}

/** Names and sections for what is typed in the search box, from two letters on. */
export function useSearchSuggestions(kind: TemplateKind, typed: string, enabled: boolean) {
  const term = typed.trim();
  return useQuery({
    queryKey: catalogueKeys.searchSuggestions(kind, term.toLowerCase()),
    queryFn: ({ signal }) => getSearchSuggestions(kind, term, signal),
    enabled: enabled && term.length >= SUGGEST_FROM_LENGTH,
    // The last suggestions stay while the next letter's arrive: the list does not flicker.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
