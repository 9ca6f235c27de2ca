import {
  adminEndpoints,
  IDEMPOTENCY_KEY_HEADER,
  type AdminCreditAdjustmentRequest,
} from '@frameshop/contract';
import { callEndpoint } from '../../../lib/api-client';
import { withToken } from '../../admin-shell/api/admin-api';

export function getAdminUsers(token: string, query: URLSearchParams, signal?: AbortSignal) {
  return callEndpoint(adminEndpoints.users, { query, headers: withToken(token), signal });
}

/** The key makes a double click or a retry of one adjustment answer the first answer again. */
export function adjustCredits(
  token: string,
  userId: string,
  body: AdminCreditAdjustmentRequest,
  idempotencyKey: string,
) {
  return callEndpoint(adminEndpoints.adjustCredits, {
    params: { userId },
    body,
    headers: { ...withToken(token), [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
