import { commerceEndpoints } from '@frameshop/contract';
import type { Cart } from '@frameshop/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useCartAnswer } from './use-cart-answer';

export function removeFromCart(templateId: string): Promise<Cart> {
  return callEndpoint(commerceEndpoints.removeFromCart, { params: { templateId } });
}

export function useRemoveFromCartMutation() {
  const onAnswer = useCartAnswer();
  return useMutation({ mutationFn: removeFromCart, onSuccess: onAnswer });
}
