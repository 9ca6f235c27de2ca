import {
  PaymentMessage,
  type SandboxPaymentResponse,
  type VerifyPaymentResponse,
} from '@frameshop/contract';
import { AppError } from '../../http/app-error';
import { balanceOf, ownOrder } from './buyer-lookups';
import { countCredited, markPaidAndCredit } from './mark-paid-and-credit';
import type { PaymentsServiceDependencies } from './payments-dependencies';
import { setOrderUnpaidStatus } from './payments.repository';
import { SANDBOX_FAILURE, SandboxProvider } from './sandbox-provider';

/** What checkout hands back from the browser: a payment to verify, or the sandbox's play of one. */
export class CheckoutAnswers {
  constructor(private readonly deps: PaymentsServiceDependencies) {}

  /**
   * Checkout's answer, from the browser: the signature must be the provider's for this order of
   * this user. Anything the browser says about credits or amounts is not even read.
   */
  async verify(
    userId: string,
    payment: { providerOrderId: string; paymentId: string; signature: string },
  ): Promise<VerifyPaymentResponse> {
    const order = await ownOrder(this.deps.db, userId, payment.providerOrderId);
    const valid = this.deps.provider.checkoutSignatureValid(
      order.providerOrderId,
      payment.paymentId,
      payment.signature,
    );
    if (!valid) throw AppError.badRequest(PaymentMessage.signatureInvalid);
    const paid = await this.deps.db.transaction((tx) =>
      // Checkout does not say how it was paid; unless the provider knows it already, the
      // receipt's mail asks.
      markPaidAndCredit(tx, this.deps, order, {
        id: payment.paymentId,
        method: this.deps.provider.onlyMethod,
      }),
    );
    if (paid.credited) countCredited(this.deps.metrics, 'checkout');
    // Its session was checked before the account closed; the money goes back, not to credits.
    if (paid.order.status === 'refunding' || paid.order.status === 'refunded') {
      throw AppError.conflict(PaymentMessage.refundedAccountClosed);
    }
    return {
      success: true,
      newCreditsBalance: await balanceOf(this.deps.users, userId),
      credits: paid.order.credits,
      amount: paid.order.amount,
      currency: paid.order.currency,
      transactionId: paid.order.paymentId ?? payment.paymentId,
      receiptNumber: await this.deps.receipts.numberOfOrder(order.id),
    };
  }

  /**
   * The sandbox plays checkout: 'paid' records a captured payment and answers what checkout hands
   * the page's handler, signed as Razorpay signs (the payment event follows, as a webhook would);
   * 'failed' records a failed payment, marks the order failed and answers payment.failed's error.
   */
  async sandboxPayment(
    userId: string,
    providerOrderId: string,
    outcome: 'paid' | 'failed',
  ): Promise<SandboxPaymentResponse> {
    const provider = this.deps.provider;
    if (!(provider instanceof SandboxProvider)) {
      throw AppError.notFound('The payment sandbox is not in use.');
    }
    const order = await ownOrder(this.deps.db, userId, providerOrderId);
    if (order.status === 'paid') throw AppError.conflict('This order is already paid.');
    return this.deps.db.transaction(async (tx) => {
      const { payment, signature } = await provider.pay(tx, order, outcome);
      if (outcome === 'failed') {
        await setOrderUnpaidStatus(tx, order.id, 'failed', SANDBOX_FAILURE.description);
        return { error: { ...SANDBOX_FAILURE } };
      }
      await this.deps.jobs.send(
        'payment-event',
        {
          event: 'payment.captured',
          providerOrderId: order.providerOrderId,
          paymentId: payment.id,
          amount: payment.amount,
          currency: payment.currency,
          failureReason: null,
          method: payment.method,
        },
        { tx },
      );
      return {
        razorpay_order_id: order.providerOrderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: signature,
      };
    });
  }
}
