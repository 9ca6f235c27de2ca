import { adminCatalogueEndpoints, type SaveOwnerSceneRequest } from '@frameshop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { withToken } from '../../admin-shell/api/admin-api';
import { ownerCatalogueKeys } from './owner-catalogue-keys';

/**
 * Saves the starting scene over `revision`, the one the owner opened (or last saved): a 409 means
 * someone saved the template since. Answers the template's new revision.
 */
export function saveTemplateScene(token: string, templateId: string, body: SaveOwnerSceneRequest) {
  return callEndpoint(adminCatalogueEndpoints.saveScene, {
    params: { templateId },
    body,
    headers: withToken(token),
  });
}

export function useSaveTemplateScene(token: string, templateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveOwnerSceneRequest) => saveTemplateScene(token, templateId, body),
    onSuccess: () =>
      // The template's editor shows its templateJson and saves over its revision: both moved, so
      // it reads them afresh rather than open with the copy it had.
      queryClient.removeQueries({ queryKey: ownerCatalogueKeys.template(templateId), exact: true }),
  });
}
