import { useQuery } from '@tanstack/react-query';
import { getAdminReceipt } from '../api/admin-receipt-api';

/** One receipt for the dashboard, under its 'admin' key so the dashboard's Logout forgets it. */
export function useAdminReceipt(token: string, receiptNumber: string) {
  return useQuery({
    queryKey: ['admin', 'receipt', receiptNumber],
    queryFn: ({ signal }) => getAdminReceipt(token, receiptNumber, signal),
    // A refusal (expired token) will not change by asking again; Try Again asks on request.
    retry: false,
  });
}
