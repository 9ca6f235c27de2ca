import { AdminMessage } from '@frameshop/contract';
import { isApiError } from '../../lib/api-error';

/** The server's message when it sent one, else the spec's fallbacks. */
export function adminErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.fromServer) return error.message;
    if (error.status === 0) return error.message;
  }
  return AdminMessage.fetchFailed;
}
