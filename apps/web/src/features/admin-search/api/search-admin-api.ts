import { adminSearchEndpoints, type SearchSynonyms } from '@frameshop/contract';
import { callEndpoint } from '../../../lib/api-client';
import { withToken } from '../../admin-shell/api/admin-api';

/** The owner's synonyms, under the admin scope so logging out of the dashboard drops them. */
export const searchSynonymsKey = ['admin', 'search-synonyms'] as const;

export function getSearchSynonyms(token: string, signal?: AbortSignal) {
  return callEndpoint(adminSearchEndpoints.synonyms, { headers: withToken(token), signal });
}

export function saveSearchSynonyms(token: string, body: SearchSynonyms) {
  return callEndpoint(adminSearchEndpoints.saveSynonyms, { body, headers: withToken(token) });
}

/** What buyers searched for in a period: the most searched, and what found nothing. */
export function getSearchQueries(token: string, query: URLSearchParams, signal?: AbortSignal) {
  return callEndpoint(adminSearchEndpoints.queries, { query, headers: withToken(token), signal });
}
