import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../app/query-client';

/**
 * The app's query client for tests: the same retry rules (which answers are asked again, how many
 * times), without the 1 s and 2 s the app waits between tries. Those waits were most of the time
 * of every test of a failed load.
 */
export function createTestQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 10 } });
  return queryClient;
}
