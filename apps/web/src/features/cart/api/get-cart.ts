import type { Cart } from '@frameshop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { cartKey } from './query-keys';

/**
 * The navbar asks for the cart on every page a signed-in user opens, so the contract's commerce
 * schemas load with the first answer instead of at start-up.
 */
export async function getCart(signal?: AbortSignal): Promise<Cart> {
  const { commerceEndpoints } = await import('@frameshop/contract/commerce');
  return callEndpoint(commerceEndpoints.cart, { signal });
}

export const cartQueryOptions = queryOptions({
  queryKey: cartKey,
  queryFn: ({ signal }) => getCart(signal),
});

export function useCart() {
  return useQuery(cartQueryOptions);
}
