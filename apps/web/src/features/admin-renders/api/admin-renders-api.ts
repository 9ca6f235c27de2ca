import { adminEndpoints } from '@frameshop/contract';
import { callEndpoint } from '../../../lib/api-client';
import { withToken } from '../../admin-shell/api/admin-api';

export function getAdminRenders(token: string, query: URLSearchParams, signal?: AbortSignal) {
  return callEndpoint(adminEndpoints.renders, { query, headers: withToken(token), signal });
}
