import { commerceEndpoints } from '@frameshop/contract';
import type { OwnedTemplate } from '@frameshop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { purchasesKeys } from './query-keys';

/** The templates the user owns, newest purchase first, each with its licences. */
export async function getPurchases(signal?: AbortSignal): Promise<OwnedTemplate[]> {
  const { purchases } = await callEndpoint(commerceEndpoints.purchases, { signal });
  return purchases;
}

export const purchasesQueryOptions = queryOptions({
  queryKey: purchasesKeys.library(),
  queryFn: ({ signal }) => getPurchases(signal),
  // The page offers Try Again; silent retries would only delay telling the user.
  retry: false,
});

export function usePurchases() {
  return useQuery(purchasesQueryOptions);
}
