import { adminCatalogueEndpoints } from '@frameshop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { withToken } from '../../admin-shell/api/admin-api';

/** Under the dashboard's key, so logging out of the dashboard forgets it too. */
export const templateSceneKey = (templateId: string) =>
  ['admin', 'catalogue-scene', templateId] as const;

/** The template as the canvas editor opens it in template mode: detail, starting scene, revision. */
export function getTemplateScene(token: string, templateId: string, signal?: AbortSignal) {
  return callEndpoint(adminCatalogueEndpoints.getScene, {
    params: { templateId },
    headers: withToken(token),
    signal,
  });
}

export const templateSceneQueryOptions = (token: string, templateId: string) =>
  queryOptions({
    queryKey: templateSceneKey(templateId),
    queryFn: ({ signal }) => getTemplateScene(token, templateId, signal),
    // The editor owns the scene once it opens: a refetch must not pull it from under the owner.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    // A refusal (expired token, no such template) will not change by asking again.
    retry: false,
  });

/** Read afresh on every visit: the starting scene as saved now, at its current revision. */
export function useTemplateScene(token: string, templateId: string) {
  return useQuery({ ...templateSceneQueryOptions(token, templateId), gcTime: 0 });
}
