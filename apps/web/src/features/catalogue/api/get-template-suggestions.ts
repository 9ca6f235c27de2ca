import { catalogueEndpoints, LIST_PAGE_SIZE } from '@frameshop/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint, type EndpointAnswer } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

export type SuggestionsPage = EndpointAnswer<typeof catalogueEndpoints.templateSuggestions>;

const NO_MORE: SuggestionsPage = { items: [], nextOffset: null };

/**
 * Templates like this one (same kind), best first. As the spec says, a failed fetch is an empty
 * list: suggestions are a bonus and must never break the page they sit on.
 */
export async function getTemplateSuggestions(
  templateId: string,
  offset: number,
  signal?: AbortSignal,
): Promise<SuggestionsPage> {
  const query = new URLSearchParams({ offset: String(offset), limit: String(LIST_PAGE_SIZE) });
  try {
    return await callEndpoint(catalogueEndpoints.templateSuggestions, {
      params: { templateId },
      query,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return NO_MORE;
  }
}

export function templateSuggestionsQueryOptions(templateId: string) {
  return infiniteQueryOptions({
    queryKey: catalogueKeys.suggestions(templateId),
    queryFn: ({ pageParam, signal }) => getTemplateSuggestions(templateId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => lastPage.nextOffset ?? undefined,
  });
}

export function useTemplateSuggestions(templateId: string, enabled = true) {
  return useInfiniteQuery({ ...templateSuggestionsQueryOptions(templateId), enabled });
}
