import { IDEMPOTENCY_KEY_HEADER, renderEndpoints } from '@frameshop/contract';
import type { CreateRenderRequest, CreateRenderResponse } from '@frameshop/contract';
import { callEndpoint } from '../../../lib/api-client';

/**
 * Orders a render (or a free preview) of the placement shown. The key makes a retry of the same
 * click answer the first order instead of holding the price twice.
 */
export function createRender(
  request: CreateRenderRequest,
  idempotencyKey: string,
): Promise<CreateRenderResponse> {
  return callEndpoint(renderEndpoints.createRender, {
    body: request,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
