import { commerceEndpoints, IDEMPOTENCY_KEY_HEADER } from '@frameshop/contract';
import type { CheckoutResponse } from '@frameshop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { cartKey } from './query-keys';

export interface CheckoutRequest {
  /** The total the buyer confirmed; the server refuses (409) to charge any other. */
  expectedTotal: number;
  /** The same key for a retry of this confirmation, so it can never charge twice. */
  idempotencyKey: string;
}

export function checkout({
  expectedTotal,
  idempotencyKey,
}: CheckoutRequest): Promise<CheckoutResponse> {
  return callEndpoint(commerceEndpoints.checkout, {
    body: { expectedTotal },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/** Checking out empties the cart on the server; the page's copy is fetched again after. */
export function useCheckoutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkout,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKey }),
  });
}
