import { useMutation } from '@tanstack/react-query';
import { useCartAnswer } from './use-cart-answer';

/**
 * Add to Cart's call. It loads with the first press, with the contract's commerce schemas: the
 * template page shows the button on every first view, and most views never press it.
 */
export function useAddToCartMutation() {
  const onAnswer = useCartAnswer();
  return useMutation({
    mutationFn: async (templateId: string) => (await import('./add-to-cart')).addToCart(templateId),
    onSuccess: onAnswer,
  });
}
