import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isUnknownOrder, paymentOrderQueryOptions } from '../api/get-payment-order';
import type { PurchaseSuccessDetails } from '../success-details';

interface UseOrderConfirmationOptions {
  /** The order to wait for; null when nothing is being confirmed. */
  orderId: string | null;
  onPaid: (details: PurchaseSuccessDetails) => void;
  onFailed: (description: string | undefined) => void;
  onExpired: () => void;
  /** The server does not know the order (another account's, or long gone). */
  onUnknown: () => void;
}

/**
 * Asks the server how an order ended, every PAYMENT_STATUS_POLL_MS (see the query options), until it is paid, failed or
 * expired. Only the server's word ends the wait: a request that fails is simply asked again.
 */
export function useOrderConfirmation({
  orderId,
  onPaid,
  onFailed,
  onExpired,
  onUnknown,
}: UseOrderConfirmationOptions) {
  const query = useQuery({
    ...paymentOrderQueryOptions(orderId ?? ''),
    enabled: orderId !== null,
  });
  // The latest handlers, so the effect below runs on a new answer only, not on every render.
  const handlers = useRef({ onPaid, onFailed, onExpired, onUnknown });
  useEffect(() => {
    handlers.current = { onPaid, onFailed, onExpired, onUnknown };
  });

  const order = orderId === null ? undefined : query.data;
  const unknown = orderId !== null && isUnknownOrder(query.error);
  useEffect(() => {
    if (unknown) {
      handlers.current.onUnknown();
      return;
    }
    if (!order) return;
    // A paid order always carries its balance; without one the page has nothing true to show.
    if (order.status === 'paid' && order.newCreditsBalance !== null) {
      handlers.current.onPaid({
        credits: order.credits,
        amount: order.amount,
        newBalance: order.newCreditsBalance,
        transactionId: order.transactionId ?? order.orderId,
        ...(order.receiptNumber === null ? {} : { receiptNumber: order.receiptNumber }),
      });
    } else if (order.status === 'failed') {
      handlers.current.onFailed(order.failureReason ?? undefined);
    } else if (order.status === 'expired') {
      handlers.current.onExpired();
    }
  }, [order, unknown]);
}
