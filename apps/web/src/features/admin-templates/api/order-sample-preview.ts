import { adminCatalogueEndpoints } from '@frameshop/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { withToken } from '../../admin-shell/api/admin-api';

/**
 * Orders a free preview of the template with the store's sample photo, in any status: a render of
 * the admin's own, followed as any render is.
 */
export function orderSamplePreview(token: string, templateId: string) {
  return callEndpoint(adminCatalogueEndpoints.samplePreview, {
    params: { templateId },
    headers: withToken(token),
  });
}

/** The order; the render's id goes to `onOrdered`, which follows it. */
export function useOrderSamplePreview(
  token: string,
  templateId: string,
  onOrdered: (renderId: string) => void,
) {
  return useMutation({
    mutationFn: () => orderSamplePreview(token, templateId),
    onSuccess: (answer) => onOrdered(answer.render.jobId),
  });
}
