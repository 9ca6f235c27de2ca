import { commerceEndpoints } from '@frameshop/contract';
import type { LikedTemplate } from '@frameshop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { likedTemplatesKey } from './query-keys';

export async function getLikedTemplates(signal?: AbortSignal): Promise<LikedTemplate[]> {
  const { templates } = await callEndpoint(commerceEndpoints.likedTemplates, { signal });
  return templates;
}

export const likedTemplatesQueryOptions = queryOptions({
  queryKey: likedTemplatesKey,
  queryFn: ({ signal }) => getLikedTemplates(signal),
  // The page offers "Try again"; silent retries would only delay telling the user.
  retry: false,
});

export function useLikedTemplates() {
  return useQuery(likedTemplatesQueryOptions);
}
