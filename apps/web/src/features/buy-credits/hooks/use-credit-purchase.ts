import {
  PaymentMessage,
  paymentFailedMessage,
  verificationFailedMessage,
} from '@frameshop/contract';
import type { PaymentOrder } from '@frameshop/contract';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { referenceOf, serverMessageOr } from '../../../lib/api-error';
import { formatCredits } from '../../../lib/format';
import { outcomeUnknown } from '../../../lib/idempotency-key';
import { paths } from '../../../lib/paths';
import { useCreatePaymentOrderMutation } from '../api/create-payment-order';
import { sandboxPayment } from '../api/sandbox-payment';
import { useVerifyPaymentMutation } from '../api/verify-payment';
import type { SignedPayment } from '../api/verify-payment';
import { forgetPendingOrder, pendingOrderOf, rememberPendingOrder } from '../pending-order';
import type { RazorpayConstructor } from '../razorpay-checkout';
import type { PurchaseSuccessDetails } from '../success-details';
import type { CheckoutScript } from './use-checkout-script';
import { useOrderConfirmation } from './use-order-confirmation';

/** Where a purchase is; the spec's "processing payment" is everything between choosing and done. */
export type PurchaseStep =
  | { name: 'choosing' }
  | { name: 'starting'; packId: string }
  /** The sandbox's own checkout dialog is open; `busy` while the server plays the provider. */
  | { name: 'sandbox'; order: PaymentOrder; busy: boolean }
  /** Razorpay's checkout is open over the page. */
  | { name: 'razorpay'; order: PaymentOrder }
  | { name: 'verifying'; order: PaymentOrder }
  /** Verification did not answer (or the page was reopened): the order's status is polled. */
  | { name: 'confirming'; orderId: string; resumed: boolean };

export interface Buyer {
  id: string;
  name: string;
  email: string;
}

export const PurchaseNotice = {
  cancelled: 'Payment cancelled. Nothing was charged.',
  expired: 'Your earlier payment was not completed, and nothing was charged.',
  stoppedWaiting:
    'Your credits will be added as soon as the payment is confirmed; the purchase history on your profile shows it.',
} as const;

/** When the provider gives no description of a failure. */
const FAILED_WITHOUT_REASON = 'The payment did not go through.';

interface UseCreditPurchaseOptions {
  buyer: Buyer;
  script: CheckoutScript;
  /** Shows the new balance at once (the navbar), then refetches the profile. */
  onCredited: (newBalance: number) => void | Promise<void>;
}

/**
 * A credit pack purchase: create the order on the server, take the payment in the provider's
 * checkout (Razorpay's, or the sandbox's dialog), verify it on the server, then the success page.
 * A verification that never answers is not a failure: the money may have moved, so the page asks
 * the server how the order ended until it knows.
 */
export function useCreditPurchase({ buyer, script, onCredited }: UseCreditPurchaseOptions) {
  const navigate = useNavigate();
  const createOrder = useCreatePaymentOrderMutation();
  const verifyPayment = useVerifyPaymentMutation();
  const [step, setStep] = useState<PurchaseStep>(() => {
    const pending = pendingOrderOf(buyer.id);
    return pending ? { name: 'confirming', orderId: pending, resumed: true } : { name: 'choosing' };
  });
  // The 'Payment Error' of the spec, and a quieter note (a cancel, an order that expired).
  const [problem, setProblem] = useState<string | null>(null);
  // The request id of the call that failed, when the server named one, for the buyer to quote.
  const [problemReference, setProblemReference] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const backToChoosing = useCallback(
    (next: { problem?: string; notice?: string; failedCall?: unknown }) => {
      setStep({ name: 'choosing' });
      setProblem(next.problem ?? null);
      setProblemReference(referenceOf(next.failedCall));
      setNotice(next.notice ?? null);
    },
    [],
  );

  const succeed = useCallback(
    (details: PurchaseSuccessDetails) => {
      forgetPendingOrder();
      void onCredited(details.newBalance);
      // Replacing: Back from the success page must not land on a checkout that is over.
      void navigate(paths.creditPurchaseSuccess(), { replace: true, state: details });
    },
    [navigate, onCredited],
  );

  const fail = useCallback(
    (description: string | undefined) => {
      forgetPendingOrder();
      backToChoosing({ problem: paymentFailedMessage(description || FAILED_WITHOUT_REASON) });
    },
    [backToChoosing],
  );

  const verify = (order: PaymentOrder, payment: SignedPayment) => {
    setStep({ name: 'verifying', order });
    verifyPayment.mutateAsync(payment).then(
      (answer) =>
        succeed({
          credits: answer.credits,
          amount: answer.amount,
          newBalance: answer.newCreditsBalance,
          transactionId: answer.transactionId,
          ...(answer.receiptNumber === null ? {} : { receiptNumber: answer.receiptNumber }),
        }),
      (error: unknown) => {
        if (outcomeUnknown(error)) {
          setStep({ name: 'confirming', orderId: order.orderId, resumed: false });
          return;
        }
        forgetPendingOrder();
        const reason = serverMessageOr(error, PaymentMessage.verificationFailedContactSupport);
        backToChoosing({
          // The message adds its own full stop after the reason.
          problem: verificationFailedMessage(
            reason.replace(/[.!]+$/, ''),
            payment.razorpay_payment_id,
          ),
          failedCall: error,
        });
      },
    );
  };

  const dismissed = () => {
    forgetPendingOrder();
    backToChoosing({ notice: PurchaseNotice.cancelled });
  };

  const openRazorpay = (Razorpay: RazorpayConstructor, order: PaymentOrder) => {
    // Razorpay may take the money after its window closes (a UPI approval), so the order is
    // remembered from the moment checkout opens.
    rememberPendingOrder(order.orderId, buyer.id);
    let failure: string | null = null;
    const checkout = new Razorpay({
      key: order.keyId,
      order_id: order.orderId,
      amount: order.amount,
      currency: order.currency,
      name: 'Frameshop',
      description: formatCredits(order.credits),
      handler: (payment) => verify(order, payment),
      modal: {
        ondismiss: () => {
          // Closing checkout after a failed attempt keeps that failure on the page.
          if (failure === null) dismissed();
          else forgetPendingOrder();
        },
      },
      prefill: { name: buyer.name, email: buyer.email },
      theme: { color: '#5b43e6' },
    });
    // Razorpay keeps its window open after a failure so the buyer can try again; the page says
    // what happened behind it, and a later success still reaches `handler`.
    checkout.on('payment.failed', (response) => {
      failure = paymentFailedMessage(response.error?.description || FAILED_WITHOUT_REASON);
      backToChoosing({ problem: failure });
    });
    setStep({ name: 'razorpay', order });
    checkout.open();
  };

  const pay = (packId: string) => {
    if (script.status === 'failed') {
      setProblem(PaymentMessage.razorpayNotLoaded);
      return;
    }
    if (script.status === 'loading' || step.name !== 'choosing') return;
    setProblem(null);
    setNotice(null);
    setStep({ name: 'starting', packId });
    createOrder.mutateAsync(packId).then(
      (order) => {
        if (order.provider === 'sandbox') {
          setStep({ name: 'sandbox', order, busy: false });
        } else if (script.status === 'ready') {
          try {
            openRazorpay(script.Razorpay, order);
          } catch {
            forgetPendingOrder();
            backToChoosing({ problem: PaymentMessage.failedToInitiate });
          }
        } else {
          backToChoosing({ problem: PaymentMessage.razorpayNotLoaded });
        }
      },
      (error: unknown) =>
        backToChoosing({ problem: PaymentMessage.failedToInitiate, failedCall: error }),
    );
  };

  const settleSandbox = (outcome: 'paid' | 'failed') => {
    if (step.name !== 'sandbox' || step.busy) return;
    const { order } = step;
    setStep({ name: 'sandbox', order, busy: true });
    if (outcome === 'paid') rememberPendingOrder(order.orderId, buyer.id);
    sandboxPayment({ orderId: order.orderId, outcome }).then(
      (answer) => {
        if ('error' in answer) fail(answer.error.description);
        else verify(order, answer);
      },
      (error: unknown) => {
        // A test payment whose answer was lost may still have been taken: find out, as for real.
        if (outcome === 'paid' && outcomeUnknown(error)) {
          setStep({ name: 'confirming', orderId: order.orderId, resumed: false });
        } else {
          fail(serverMessageOr(error, FAILED_WITHOUT_REASON));
        }
      },
    );
  };

  const sandbox = {
    pay: () => settleSandbox('paid'),
    fail: () => settleSandbox('failed'),
    cancel: () => {
      if (step.name === 'sandbox' && !step.busy) dismissed();
    },
  };

  useOrderConfirmation({
    orderId: step.name === 'confirming' ? step.orderId : null,
    onPaid: succeed,
    onFailed: fail,
    onExpired: () => {
      forgetPendingOrder();
      backToChoosing({ notice: PurchaseNotice.expired });
    },
    onUnknown: () => {
      forgetPendingOrder();
      backToChoosing({});
    },
  });

  /** Leaves the confirmation to the server (webhook, reconciliation) and the profile's history. */
  const stopWaiting = () => {
    forgetPendingOrder();
    backToChoosing({ notice: PurchaseNotice.stoppedWaiting });
  };

  return { step, problem, problemReference, notice, pay, sandbox, stopWaiting };
}
