import { IDEMPOTENCY_KEY_HEADER, sceneExportEndpoints } from '@frameshop/contract';
import type { CreateRenderResponse, CreateSceneExportRequest } from '@frameshop/contract';
import { callEndpoint } from '../../../lib/api-client';

/**
 * Orders the full-size export of the scene shown. The key makes a retry of the same click answer
 * the first order instead of holding the price twice.
 */
export function createSceneExport(
  request: CreateSceneExportRequest,
  idempotencyKey: string,
): Promise<CreateRenderResponse> {
  return callEndpoint(sceneExportEndpoints.createSceneExport, {
    body: request,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
