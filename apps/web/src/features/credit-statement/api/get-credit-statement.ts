import { creditStatementEndpoints, type CreditStatement } from '@frameshop/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** Under the signed-in user's scope ('me'), so signing out drops it. */
export const creditStatementKeys = {
  all: ['me', 'credit-statement'] as const,
};

export function getCreditStatement(
  before: number | undefined,
  signal?: AbortSignal,
): Promise<CreditStatement> {
  const query = before === undefined ? undefined : new URLSearchParams({ before: String(before) });
  return callEndpoint(creditStatementEndpoints.creditStatement, { query, signal });
}

/** The statement a page at a time, newest first; each next page is older. */
export function useCreditStatement() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: creditStatementKeys.all,
      queryFn: ({ pageParam, signal }) => getCreditStatement(pageParam, signal),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: (lastPage) => lastPage.nextBefore ?? undefined,
    }),
  );
}
