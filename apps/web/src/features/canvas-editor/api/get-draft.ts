import { draftEndpoints, type Draft } from '@frameshop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/** Under the signed-in user's scope ('me'), so signing out drops every draft. */
export const draftKey = (templateId: string) => ['me', 'drafts', templateId] as const;

/** The saved draft, or the template's starting scene at revision 0; null for no such template. */
export async function getDraft(templateId: string, signal?: AbortSignal): Promise<Draft | null> {
  try {
    return await callEndpoint(draftEndpoints.getDraft, { params: { templateId }, signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const draftQueryOptions = (templateId: string) =>
  queryOptions({
    queryKey: draftKey(templateId),
    queryFn: ({ signal }) => getDraft(templateId, signal),
    // The editor owns the scene once it opens: a refetch must not pull it from under the buyer.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });

/** The draft the canvas editor opens with, read once per visit. */
export function useDraft(templateId: string) {
  return useQuery({ ...draftQueryOptions(templateId), gcTime: 0 });
}
