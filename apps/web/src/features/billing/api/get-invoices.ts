import { invoiceEndpoints, type InvoiceListItem } from '@frameshop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { billingKeys } from './get-billing-details';

export async function getInvoices(signal?: AbortSignal): Promise<InvoiceListItem[]> {
  return (await callEndpoint(invoiceEndpoints.invoices, { signal })).invoices;
}

/** The buyer's invoices and credit notes, newest first. */
export function useInvoices() {
  return useQuery(
    queryOptions({ queryKey: billingKeys.invoices, queryFn: ({ signal }) => getInvoices(signal) }),
  );
}
