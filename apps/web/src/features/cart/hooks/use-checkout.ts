import { CommerceMessage, ErrorCode } from '@frameshop/contract';
import type { Cart, CheckoutResponse } from '@frameshop/contract';
import { useState } from 'react';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { failureAdvice, isApiError } from '../../../lib/api-error';
import { useCheckoutMutation } from '../api/checkout';

/** Where the checkout is: closed, asking to confirm, short of credits, or done. */
export type CheckoutStep =
  | { name: 'closed' }
  | { name: 'confirm'; problem: string | null }
  | { name: 'insufficient'; creditsRequired: number; userCredits: number }
  | { name: 'done'; receipt: CheckoutResponse };

interface UseCheckoutOptions {
  cart: Cart | undefined;
  balance: number;
  /** Shows the balance the server reported at once (the navbar), then refetches the profile. */
  onCheckedOut: (remainingCredits: number) => Promise<void>;
}

const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/**
 * Checkout, step by step: Checkout asks to confirm the total; confirming pays for every line at
 * once with the total shown as the expected one and an Idempotency-Key that a retry of the same
 * confirmation reuses. A total that changed meanwhile is refetched and confirmed again.
 */
export function useCheckout({ cart, balance, onCheckedOut }: UseCheckoutOptions) {
  const [step, setStep] = useState<CheckoutStep>({ name: 'closed' });
  const mutation = useCheckoutMutation();
  const key = useIdempotencyKey();

  const start = () => {
    if (!cart) return;
    // The server has the last word, but a cart the balance plainly cannot cover needs no request.
    if (cart.total > balance) {
      setStep({ name: 'insufficient', creditsRequired: cart.total, userCredits: balance });
    } else {
      setStep({ name: 'confirm', problem: null });
    }
  };

  const confirm = () => {
    if (!cart || mutation.isPending) return;
    mutation.mutate(
      { expectedTotal: cart.total, idempotencyKey: key.take() },
      {
        onSuccess: (receipt) => {
          key.settle();
          setStep({ name: 'done', receipt });
          void onCheckedOut(receipt.remainingCredits);
        },
        onError: (error) => {
          key.settle(error);
          if (isApiError(error) && error.code === ErrorCode.InsufficientCredits) {
            setStep({
              name: 'insufficient',
              creditsRequired: numberOr(error.details.creditsRequired, cart.total),
              userCredits: numberOr(error.details.userCredits, balance),
            });
          } else if (isApiError(error) && error.code === ErrorCode.PriceChanged) {
            setStep({ name: 'confirm', problem: CommerceMessage.totalChanged });
          } else {
            setStep({ name: 'confirm', problem: failureAdvice(error) });
          }
        },
      },
    );
  };

  const close = () => {
    if (!mutation.isPending) setStep({ name: 'closed' });
  };

  return { step, start, confirm, close, paying: mutation.isPending };
}
