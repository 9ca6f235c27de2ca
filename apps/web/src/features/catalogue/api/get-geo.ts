import { geoEndpoints } from '@frameshop/contract';
import type { GeoResponse } from '@frameshop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

/** What the store assumes when the region cannot be told: the global (US) prices and currency. */
export const DEFAULT_GEO: GeoResponse = {
  country: 'US',
  currencyCode: 'USD',
  currencySymbol: '$',
  isIndianUser: false,
};

/** The visitor's region, as the server decides it; never fails (the default stands in). */
export async function getGeo(signal?: AbortSignal): Promise<GeoResponse> {
  try {
    return await callEndpoint(geoEndpoints.geo, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return DEFAULT_GEO;
  }
}

export const geoQueryOptions = queryOptions({
  queryKey: catalogueKeys.geo,
  queryFn: ({ signal }) => getGeo(signal),
  // A visitor's region does not change while the page is open.
  staleTime: Infinity,
});

/** The visitor's region; the default (US) until the answer arrives and if it never does. */
export function useGeo(): GeoResponse {
  return useQuery(geoQueryOptions).data ?? DEFAULT_GEO;
}
