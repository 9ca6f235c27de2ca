import { creditPackEndpoints } from '@frameshop/contract';
import type { CreditPack } from '@frameshop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { creditPacksKey } from './query-keys';

/** The packs on sale, in the owner's order, at their prices now. */
export async function getCreditPacks(signal?: AbortSignal): Promise<CreditPack[]> {
  return (await callEndpoint(creditPackEndpoints.list, { signal })).packs;
}

export const creditPacksQueryOptions = queryOptions({
  queryKey: creditPacksKey,
  queryFn: ({ signal }) => getCreditPacks(signal),
});

/**
 * The packs on sale. A page that shows them asks at its top, so the server's render fetches them
 * with the page (ADR 8) even where they appear only once the browser knows who is signed in.
 */
export function useCreditPacks() {
  return useQuery(creditPacksQueryOptions);
}
