import { ErrorCode, receiptEndpoints, type Receipt } from '@frameshop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/** Under the signed-in user's scope ('me'), so signing out drops them. */
export const receiptsKeys = {
  all: ['me', 'receipts'] as const,
  receipt: (receiptNumber: string) => [...receiptsKeys.all, receiptNumber] as const,
};

/** One receipt of the signed-in buyer; null when there is none (or it is someone else's). */
export async function getReceipt(
  receiptNumber: string,
  signal?: AbortSignal,
): Promise<Receipt | null> {
  try {
    return await callEndpoint(receiptEndpoints.receipt, { params: { receiptNumber }, signal });
  } catch (error) {
    // A number that is no number fails validation (400), another's or an unknown one is 404.
    if (isApiError(error) && (error.code === ErrorCode.NotFound || error.status === 400)) {
      return null;
    }
    throw error;
  }
}

export function useReceipt(receiptNumber: string) {
  return useQuery(
    queryOptions({
      queryKey: receiptsKeys.receipt(receiptNumber),
      queryFn: ({ signal }) => getReceipt(receiptNumber, signal),
      retry: false,
    }),
  );
}
