import type {
  CreatePaymentOrderRequest,
  CreditPurchaseItem,
  PackRefund,
  PaymentOrder,
  PaymentOrderStatusResponse,
  SandboxPaymentResponse,
  VerifyPaymentResponse,
} from '@frameshop/contract';
import type { JobLog } from '../../jobs';
import type { CallerLog } from '../../observability';
import { CheckoutAnswers } from './checkout-answers';
import { OrderHistory } from './order-history';
import { OrderMaking, type PackBuyer } from './order-making';
import { PackRefunds, type ProviderRefund, type RefundingAdmin } from './pack-refunds';
import { PaymentEvents, type PaymentEvent } from './payment-events';
import type { PaymentsServiceDependencies } from './payments-dependencies';
import { Reconciliation, type ReconcileSummary } from './reconciliation';

/**
 * Buying credit packs. The server picks the pack and the amount, keeps the order, checks every
 * provider signature against its own record, and credits each order exactly once through
 * `markPaidAndCredit`, whichever of verification, the payment event or reconciliation comes first.
 * Each job is its own part; this is the one face the routes, the jobs and the profile call.
 */
export class PaymentsService {
  readonly #orders: OrderMaking;
  readonly #checkout: CheckoutAnswers;
  readonly #history: OrderHistory;
  readonly #events: PaymentEvents;
  readonly #reconciliation: Reconciliation;
  readonly #refunds: PackRefunds;

  constructor(private readonly deps: PaymentsServiceDependencies) {
    this.#orders = new OrderMaking(deps);
    this.#checkout = new CheckoutAnswers(deps);
    this.#history = new OrderHistory(deps);
    this.#events = new PaymentEvents(deps);
    this.#reconciliation = new Reconciliation(deps);
    this.#refunds = new PackRefunds(deps);
  }

  get providerName() {
    return this.deps.provider.name;
  }

  createOrder(
    user: PackBuyer,
    request: CreatePaymentOrderRequest,
    log: CallerLog,
  ): Promise<PaymentOrder> {
    return this.#orders.createOrder(user, request, log);
  }

  verify(
    userId: string,
    payment: { providerOrderId: string; paymentId: string; signature: string },
  ): Promise<VerifyPaymentResponse> {
    return this.#checkout.verify(userId, payment);
  }

  sandboxPayment(
    userId: string,
    providerOrderId: string,
    outcome: 'paid' | 'failed',
  ): Promise<SandboxPaymentResponse> {
    return this.#checkout.sandboxPayment(userId, providerOrderId, outcome);
  }

  orderStatus(userId: string, providerOrderId: string): Promise<PaymentOrderStatusResponse> {
    return this.#history.orderStatus(userId, providerOrderId);
  }

  history(userId: string): Promise<CreditPurchaseItem[]> {
    return this.#history.history(userId);
  }

  paymentMethodOf(providerOrderId: string, paymentId: string): Promise<string | null> {
    return this.#history.paymentMethodOf(providerOrderId, paymentId);
  }

  acceptWebhook(
    body: Buffer,
    signature: string | undefined,
    eventId: string | undefined,
  ): Promise<void> {
    return this.#events.acceptWebhook(body, signature, eventId);
  }

  applyPaymentEvent(event: PaymentEvent, jobLog?: JobLog): Promise<void> {
    return this.#events.applyPaymentEvent(event, jobLog);
  }

  refund(orderId: string, jobLog?: JobLog): Promise<void> {
    return this.#events.refund(orderId, jobLog);
  }

  /** The owner refunds a paid pack (ADR 55). */
  refundPack(providerOrderId: string, admin: RefundingAdmin): Promise<PackRefund> {
    return this.#refunds.refundByOwner(providerOrderId, admin);
  }

  /** The job of Razorpay's `refund.processed`. */
  applyRefundEvent(refund: ProviderRefund, jobLog: JobLog = this.deps.log): Promise<void> {
    return this.#refunds.refundedAtProvider(refund, jobLog);
  }

  reconcile(now?: Date, log?: JobLog): Promise<ReconcileSummary> {
    return this.#reconciliation.reconcile(now, log);
  }
}
