import { commerceEndpoints } from '@frameshop/contract';
import type { Cart } from '@frameshop/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useCartAnswer } from './use-cart-answer';

export interface QuantityChange {
  templateId: string;
  /** Added to the line's quantity: +1 or -1 from the stepper. */
  delta: number;
}

export function updateCartQuantity({ templateId, delta }: QuantityChange): Promise<Cart> {
  return callEndpoint(commerceEndpoints.updateCartQuantity, { body: { templateId, delta } });
}

export function useUpdateCartQuantityMutation() {
  const onAnswer = useCartAnswer();
  return useMutation({ mutationFn: updateCartQuantity, onSuccess: onAnswer });
}
