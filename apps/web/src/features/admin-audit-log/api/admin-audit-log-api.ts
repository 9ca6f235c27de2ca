import { adminEndpoints } from '@frameshop/contract';
import { callEndpoint } from '../../../lib/api-client';
import { withToken } from '../../admin-shell/api/admin-api';

export function getAdminAuditLog(token: string, query: URLSearchParams, signal?: AbortSignal) {
  return callEndpoint(adminEndpoints.auditLog, { query, headers: withToken(token), signal });
}
