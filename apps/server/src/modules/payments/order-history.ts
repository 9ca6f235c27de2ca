import type { CreditPurchaseItem, PaymentOrderStatusResponse } from '@frameshop/contract';
import { balanceOf, ownOrder } from './buyer-lookups';
import type { PaymentsServiceDependencies } from './payments-dependencies';
import { listOrdersOf } from './payments.repository';

/** The history the profile carries: the newest orders. */
const HISTORY_LIMIT = 100;

/** What the buyer and their receipts read back about orders: one's status, the history, a method. */
export class OrderHistory {
  constructor(private readonly deps: PaymentsServiceDependencies) {}

  async orderStatus(userId: string, providerOrderId: string): Promise<PaymentOrderStatusResponse> {
    const order = await ownOrder(this.deps.db, userId, providerOrderId);
    return {
      orderId: order.providerOrderId,
      status: order.status,
      credits: order.credits,
      amount: order.amount,
      currency: order.currency,
      transactionId: order.paymentId,
      newCreditsBalance: order.status === 'paid' ? await balanceOf(this.deps.users, userId) : null,
      failureReason: order.failureReason,
      receiptNumber: await this.deps.receipts.numberOfOrder(order.id),
    };
  }

  /** The user's credit pack orders, newest first: the profile's `creditPurchaseHistory`. */
  async history(userId: string): Promise<CreditPurchaseItem[]> {
    const [orders, receiptNumbers, invoiceNumbers] = await Promise.all([
      listOrdersOf(this.deps.db, userId, HISTORY_LIMIT),
      this.deps.receipts.numbersOf(userId),
      this.deps.invoices.numbersOf(userId),
    ]);
    return orders.map((order) => ({
      orderId: order.providerOrderId,
      creditsPurchased: order.credits,
      amountPaid: order.amount,
      currency: order.currency,
      purchaseDate: (order.paidAt ?? order.createdAt).toISOString(),
      status: order.status,
      transactionId: order.paymentId,
      receiptNumber: receiptNumbers.get(order.id) ?? null,
      invoiceNumber: invoiceNumbers.get(order.id) ?? null,
    }));
  }

  /** How a payment was made, as the provider says now (for a receipt that lacks it). */
  async paymentMethodOf(providerOrderId: string, paymentId: string): Promise<string | null> {
    const payments = await this.deps.provider.paymentsOf(providerOrderId);
    return payments.find((payment) => payment.id === paymentId)?.method ?? null;
  }
}
