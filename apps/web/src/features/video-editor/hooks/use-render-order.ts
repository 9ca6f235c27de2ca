import { RenderMessage } from '@frameshop/contract';
import type { CreateRenderResponse } from '@frameshop/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { InsufficientCredits } from '../../../components/insufficient-credits-modal';
import { useToast } from '../../../components/ui/use-toast';
import { referenceOf } from '../../../lib/api-error';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { orderFailure } from '../order-failure';

interface RenderOrderOptions {
  /** The price on screen; an owned template's orders are free and carry none. */
  price: number;
  owned: boolean;
  /** Whether there is something to order (a photo chosen). */
  ready: boolean;
  /** Places the order shown (a render, a scene export) with the price and key it must carry. */
  place: (
    expectedPrice: number | undefined,
    idempotencyKey: string,
  ) => Promise<CreateRenderResponse>;
  /** What the toast says once it is placed. */
  placedMessage?: string;
  onOrdered: (answer: CreateRenderResponse) => unknown;
}

/**
 * A paid order (a render or a scene export): the price shown (or the new one the user agreed to
 * after the server said it changed), and an Idempotency-Key, so a retried click holds it once.
 */
export function useRenderOrder({
  price,
  owned,
  ready,
  place,
  placedMessage = RenderMessage.queued,
  onOrdered,
}: RenderOrderOptions) {
  const toast = useToast();
  const key = useIdempotencyKey();
  const [agreedPrice, setAgreedPrice] = useState<number | null>(null);
  const [newPrice, setNewPrice] = useState<number | null>(null);
  const [insufficient, setInsufficient] = useState<InsufficientCredits | null>(null);
  const shownPrice = agreedPrice ?? price;

  const mutation = useMutation({
    mutationFn: (expectedPrice: number | undefined) => place(expectedPrice, key.take()),
    onSettled: (_answer, error) => key.settle(error ?? undefined),
    onSuccess: (answer) => {
      setNewPrice(null);
      toast.show({ type: 'success', message: placedMessage });
      void onOrdered(answer);
    },
    onError: (error) => {
      const failure = orderFailure(error, shownPrice);
      if (failure.kind === 'insufficient-credits') setInsufficient(failure);
      else if (failure.kind === 'price-changed') setNewPrice(failure.currentPrice ?? shownPrice);
      else toast.show({ type: 'error', message: failure.message, reference: referenceOf(error) });
    },
  });

  return {
    /** The price the next order carries. */
    price: shownPrice,
    ordering: mutation.isPending,
    /** The server's new price, waiting for the user to agree; null otherwise. */
    newPrice,
    insufficient,
    closeInsufficient: () => setInsufficient(null),
    order: () => {
      if (!ready) return;
      mutation.mutate(owned ? undefined : shownPrice);
    },
    /** Orders again at the server's new price. */
    acceptNewPrice: () => {
      if (newPrice === null || !ready) return;
      setAgreedPrice(newPrice);
      mutation.mutate(newPrice);
    },
    declineNewPrice: () => setNewPrice(null),
  };
}
