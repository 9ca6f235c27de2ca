import { HOME_FETCH_DELAY_MS, templateEndpointsOf } from '@frameshop/contract';
import type { CatalogueListResponse } from '@frameshop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callEndpoint } from '../../../lib/api-client';
import { useServerRequest } from '../../../lib/server-request';

export const FEATURED_COUNT = 8;

const endpoints = {
  video: templateEndpointsOf.video.list,
  image: templateEndpointsOf.image.list,
  directSell: templateEndpointsOf['direct-sell'].list,
} as const;

export function getFeatured(
  endpoint: (typeof endpoints)[keyof typeof endpoints],
  signal?: AbortSignal,
): Promise<CatalogueListResponse> {
  const query = new URLSearchParams({ limit: String(FEATURED_COUNT) });
  return callEndpoint(endpoint, { query, signal });
}

/**
 * The home page's three lists, fetched in parallel once the page has had 100 ms to paint (the
 * spec's home fetch delay; a page the server rendered has painted already). All three are asked for together, as the spec describes; only the
 * video list feeds the page.
 */
export function useFeaturedTemplates() {
  const queryClient = useQueryClient();
  const onServer = useServerRequest() !== null;
  // A page rendered on the server has painted already: it fetches (and the browser starts with
  // the answers it rendered) without the wait.
  const [started, setStarted] = useState(
    () => onServer || queryClient.getQueryData(featuredQuery('video', true).queryKey) !== undefined,
  );
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), HOME_FETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  // Three queries mounted together start together: the lists load in parallel.
  const video = useQuery(featuredQuery('video', started));
  useQuery(featuredQuery('image', started));
  useQuery(featuredQuery('directSell', started));
  return { started, video };
}

function featuredQuery(kind: keyof typeof endpoints, enabled: boolean) {
  return {
    queryKey: ['featured-templates', kind] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => getFeatured(endpoints[kind], signal),
    enabled,
    staleTime: 60_000,
  };
}
