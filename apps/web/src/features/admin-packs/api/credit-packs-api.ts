import { adminCreditPackEndpoints, type CreditPackFieldsInput } from '@frameshop/contract';
import { callEndpoint } from '../../../lib/api-client';
import { withToken } from '../../admin-shell/api/admin-api';

/** Under the dashboard's own key, so logging out of the dashboard forgets them too. */
export const creditPacksKey = ['admin', 'credit-packs'] as const;

/** Every pack, on sale or not, with what the owner should know about each. */
export function getOwnerCreditPacks(token: string, signal?: AbortSignal) {
  return callEndpoint(adminCreditPackEndpoints.list, { headers: withToken(token), signal });
}

export function saveCreditPack(token: string, packId: string, body: CreditPackFieldsInput) {
  return callEndpoint(adminCreditPackEndpoints.save, {
    params: { packId },
    body,
    headers: withToken(token),
  });
}

export function addCreditPack(token: string, body: CreditPackFieldsInput) {
  return callEndpoint(adminCreditPackEndpoints.add, { body, headers: withToken(token) });
}

/** The packs' new order, first to last: every pack, on sale or not, once. */
export function reorderCreditPacks(token: string, packIds: readonly string[]) {
  return callEndpoint(adminCreditPackEndpoints.reorder, {
    body: { packIds: [...packIds] },
    headers: withToken(token),
  });
}
