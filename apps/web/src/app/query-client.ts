import { QueryClient } from '@tanstack/react-query';
import type { QueryCache } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error';

const MAX_RETRIES = 2;

/** A 4xx answer will not change by asking again; network failures and 5xx might. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** The app's query client; the server's page render brings a query cache of its own. */
export function createQueryClient(queryCache?: QueryCache): QueryClient {
  return new QueryClient({
    queryCache,
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: {
        // Purchases and payments must never be repeated behind the user's back.
        retry: false,
      },
    },
  });
}
