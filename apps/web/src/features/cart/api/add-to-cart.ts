import { commerceEndpoints } from '@frameshop/contract';
import type { Cart } from '@frameshop/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useCartAnswer } from './use-cart-answer';

/** Adds licences of a template to its cart line (one by default). */
export function addToCart(templateId: string, quantity = 1): Promise<Cart> {
  return callEndpoint(commerceEndpoints.addToCart, { body: { templateId, quantity } });
}

export function useAddToCartMutation() {
  const onAnswer = useCartAnswer();
  return useMutation({
    mutationFn: (templateId: string) => addToCart(templateId),
    onSuccess: onAnswer,
  });
}
