import { billingDetailsEndpoints, type BillingDetailsAnswer } from '@frameshop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** Under the signed-in user's scope ('me'), so signing out drops them. */
export const billingKeys = {
  details: ['me', 'billing-details'] as const,
  invoices: ['me', 'invoices'] as const,
};

export function getBillingDetails(signal?: AbortSignal): Promise<BillingDetailsAnswer> {
  return callEndpoint(billingDetailsEndpoints.getBillingDetails, { signal });
}

/** The buyer's billing details; `billingDetails` is null until given. */
export function useBillingDetails() {
  return useQuery(
    queryOptions({
      queryKey: billingKeys.details,
      queryFn: ({ signal }) => getBillingDetails(signal),
    }),
  );
}
