import { commerceEndpoints, ErrorCode } from '@frameshop/contract';
import type { LicenceCertificate } from '@frameshop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { purchasesKeys } from './query-keys';

/** One licence certificate of the signed-in user; null when there is none (or it is not theirs). */
export async function getLicence(
  licenceId: string,
  signal?: AbortSignal,
): Promise<LicenceCertificate | null> {
  try {
    return await callEndpoint(commerceEndpoints.licence, { params: { licenceId }, signal });
  } catch (error) {
    // A malformed id fails validation (400), an unknown or foreign one is 404: both are "not found".
    if (isApiError(error) && (error.code === ErrorCode.NotFound || error.status === 400)) {
      return null;
    }
    throw error;
  }
}

export function licenceQueryOptions(licenceId: string) {
  return queryOptions({
    queryKey: purchasesKeys.licence(licenceId),
    queryFn: ({ signal }) => getLicence(licenceId, signal),
    retry: false,
  });
}

export function useLicence(licenceId: string) {
  return useQuery(licenceQueryOptions(licenceId));
}
