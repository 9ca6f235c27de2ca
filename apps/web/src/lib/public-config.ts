import { startUpPaths } from '@frameshop/contract';
import type { PublicConfig } from '@frameshop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

// Asked by every page that is not rendered on the server; see SchemaSource.
const publicConfigSchema = async () =>
  (await import('@frameshop/contract/public-config')).publicConfigSchema;

export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiRequest(startUpPaths.publicConfig, { schema: publicConfigSchema, signal });
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: ['public-config'] as const,
  queryFn: ({ signal }) => getPublicConfig(signal),
  // Settings change only with a deploy; one answer per page load is plenty.
  staleTime: Infinity,
  retry: 1,
});

/** The store's public settings; undefined while loading or when the call failed. */
export function usePublicConfig(): PublicConfig | undefined {
  return useQuery(publicConfigQueryOptions).data;
}
