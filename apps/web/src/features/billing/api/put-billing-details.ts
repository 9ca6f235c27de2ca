import { billingDetailsEndpoints, type BillingDetailsRequest } from '@frameshop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { billingKeys } from './get-billing-details';

export function putBillingDetails(body: BillingDetailsRequest) {
  return callEndpoint(billingDetailsEndpoints.putBillingDetails, { body });
}

/** Saves the details for the next invoice; the answer is the details as kept. */
export function useSaveBillingDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putBillingDetails,
    onSuccess: (answer) => queryClient.setQueryData(billingKeys.details, answer),
  });
}
