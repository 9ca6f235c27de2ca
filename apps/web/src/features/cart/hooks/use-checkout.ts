import { CommerceMessage, ErrorCode } from '@frameshop/contract';
import type { Cart, CheckoutResponse } from '@frameshop/contract';
import { useState } from 'react';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { failureAdvice, isApiError, referenceOf } from '../../../lib/api-error';
import { shortageMessage } from '../../../lib/spend-refusal';
import { useCheckoutMutation } from '../api/checkout';

/** Where the checkout is: not yet paid (with why the last try failed), short of credits, or done. */
export type CheckoutStep =
  | { name: 'open'; problem: string | null; reference?: string | null }
  | {
      name: 'insufficient';
      creditsRequired: number;
      userCredits: number;
      /** The server's words naming the team whose balance is short, while a team pays. */
      message?: string | null;
    }
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
 * Checkout, as every spend: the button names the total and one click pays for every line at once,
 * with the total shown as the expected one and an Idempotency-Key that a retry of the same click
 * reuses. A total that changed meanwhile is refetched and said beside the button, which then names
 * the new total.
 */
export function useCheckout({ cart, balance, onCheckedOut }: UseCheckoutOptions) {
  const [step, setStep] = useState<CheckoutStep>({ name: 'open', problem: null });
  const mutation = useCheckoutMutation();
  const key = useIdempotencyKey();

  const pay = () => {
    if (!cart || mutation.isPending) return;
    // The server has the last word, but a cart the balance plainly cannot cover needs no request.
    if (cart.total > balance) {
      setStep({ name: 'insufficient', creditsRequired: cart.total, userCredits: balance });
      return;
    }
    setStep({ name: 'open', problem: null });
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
              message: shortageMessage(error),
            });
          } else if (isApiError(error) && error.code === ErrorCode.PriceChanged) {
            setStep({ name: 'open', problem: CommerceMessage.totalChanged });
          } else {
            setStep({ name: 'open', problem: failureAdvice(error), reference: referenceOf(error) });
          }
        },
      },
    );
  };

  const close = () => {
    if (!mutation.isPending) setStep({ name: 'open', problem: null });
  };

  return { step, pay, close, paying: mutation.isPending };
}
