import { ErrorCode, receiptEndpoints, type Receipt } from '@frameshop/contract';
import { callEndpoint } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { withToken } from '../../admin-shell/api/admin-api';

/** Any buyer's receipt, with the admin token; null when no receipt has that number. */
export async function getAdminReceipt(
  token: string,
  receiptNumber: string,
  signal?: AbortSignal,
): Promise<Receipt | null> {
  try {
    return await callEndpoint(receiptEndpoints.adminReceipt, {
      params: { receiptNumber },
      headers: withToken(token),
      signal,
    });
  } catch (error) {
    // A number that is no number fails validation (400), an unknown one is 404.
    if (isApiError(error) && (error.code === ErrorCode.NotFound || error.status === 400)) {
      return null;
    }
    throw error;
  }
}
