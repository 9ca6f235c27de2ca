import { commerceEndpoints, IDEMPOTENCY_KEY_HEADER } from '@frameshop/contract';
import type { DownloadResponse, TemplateActionRequest } from '@frameshop/contract';
import { callEndpoint } from '../../../lib/api-client';

/**
 * A signed link to the template's file. The first download of a template not yet owned pays for
 * it (at `expectedPrice`); every later one is free.
 */
export function downloadTemplate(
  request: TemplateActionRequest,
  idempotencyKey: string,
): Promise<DownloadResponse> {
  return callEndpoint(commerceEndpoints.downloadTemplate, {
    body: request,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
