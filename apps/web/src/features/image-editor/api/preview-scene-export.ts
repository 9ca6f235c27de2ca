import { sceneExportEndpoints } from '@frameshop/contract';
import type { SceneExportPreviewRequest } from '@frameshop/contract';
import { errorFromResponse } from '../../../lib/api-client';
import { withSession } from '../../../lib/session-headers';

/**
 * The free watermarked preview of the scene shown, as a picture (the answer is JPEG bytes, not
 * JSON, so it is fetched here rather than through `callEndpoint`).
 */
export async function previewSceneExport(request: SceneExportPreviewRequest): Promise<Blob> {
  const response = await fetch(sceneExportEndpoints.previewSceneExport.path, {
    method: 'POST',
    headers: withSession(new Headers({ 'Content-Type': 'application/json' })),
    body: JSON.stringify(request),
  });
  if (!response.ok) {
    const requestId = response.headers.get('x-request-id');
    throw await errorFromResponse(response.status, await response.text(), requestId);
  }
  return response.blob();
}
