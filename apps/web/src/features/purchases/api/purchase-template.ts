import { commerceEndpoints, IDEMPOTENCY_KEY_HEADER } from '@frameshop/contract';
import type { PurchaseResponse, TemplateActionRequest } from '@frameshop/contract';
import { callEndpoint } from '../../../lib/api-client';

/**
 * Buys a licence of one template at the price the buyer was shown (`expectedPrice`); the key makes
 * a retry of the same click answer the first answer again instead of charging twice.
 */
export function purchaseTemplate(
  request: TemplateActionRequest,
  idempotencyKey: string,
): Promise<PurchaseResponse> {
  return callEndpoint(commerceEndpoints.purchaseTemplate, {
    body: request,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
