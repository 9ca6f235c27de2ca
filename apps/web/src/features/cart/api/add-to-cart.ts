import { commerceEndpoints } from '@frameshop/contract';
import type { Cart } from '@frameshop/contract';
import { callEndpoint } from '../../../lib/api-client';

/** Adds licences of a template to its cart line (one by default). */
export function addToCart(templateId: string, quantity = 1): Promise<Cart> {
  return callEndpoint(commerceEndpoints.addToCart, { body: { templateId, quantity } });
}
