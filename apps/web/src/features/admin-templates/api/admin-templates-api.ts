import { adminEndpoints } from '@frameshop/contract';
import { callEndpoint } from '../../../lib/api-client';
import { withToken } from '../../admin-shell/api/admin-api';

export function getAdminTemplates(token: string, query: URLSearchParams, signal?: AbortSignal) {
  return callEndpoint(adminEndpoints.templates, { query, headers: withToken(token), signal });
}
