import { SUGGEST_FROM_LENGTH, searchEndpoints } from '@frameshop/contract';
import type { SearchSuggestionsResponse, TemplateKind } from '@frameshop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

/** Suggestions for a kind's list, or of every kind without one (the header's box). */
export function getSearchSuggestions(
  kind: TemplateKind | undefined,
  typed: string,
  signal?: AbortSignal,
): Promise<SearchSuggestionsResponse> {
  const query = new URLSearchParams({ q: typed });
  if (kind) query.set('kind', kind);
  return callEndpoint(searchEndpoints.suggestions, { query, signal });
}

/**
 * Names and sections for what is typed in a list's search box, or names of every kind for the
 * header's (no kind), from two letters on.
 */
export function useSearchSuggestions(
  kind: TemplateKind | undefined,
  typed: string,
  enabled: boolean,
) {
  const term = typed.trim();
  return useQuery({
    queryKey: catalogueKeys.searchSuggestions(kind ?? 'every', term.toLowerCase()),
    queryFn: ({ signal }) => getSearchSuggestions(kind, term, signal),
    enabled: enabled && term.length >= SUGGEST_FROM_LENGTH,
    // The last suggestions stay while the next letter's arrive: the list does not flicker.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
