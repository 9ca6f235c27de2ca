import { batchEndpoints, type BulkPrices } from '@frameshop/contract';
import { callEndpoint } from '../../../lib/api-client';
import { withToken } from '../../admin-shell/api/admin-api';

/** Under the dashboard's own key, so logging out of the dashboard forgets them too. */
export const bulkPricesKey = ['admin', 'bulk-prices'] as const;
export const adminBatchesKey = ['admin', 'batches'] as const;

export function getBulkPrices(token: string, signal?: AbortSignal) {
  return callEndpoint(batchEndpoints.getBulkPrices, { headers: withToken(token), signal });
}

export function setBulkPrices(token: string, prices: BulkPrices) {
  return callEndpoint(batchEndpoints.setBulkPrices, { body: prices, headers: withToken(token) });
}

export function getAdminBatches(token: string, signal?: AbortSignal) {
  return callEndpoint(batchEndpoints.adminBatches, { headers: withToken(token), signal });
}
