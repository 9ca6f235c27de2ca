import type {
  CreatePaymentOrderRequest,
  CreditPurchaseItem,
  PaymentOrder,
  PaymentOrderStatusResponse,
  SandboxPaymentResponse,
  VerifyPaymentResponse,
} from '@frameshop/contract';
import type { JobLog } from '../../jobs';
import type { CallerLog } from '../../observability';
import { CheckoutAnswers } from './checkout-answers';
import { OrderHistory } from './order-history';
import { OrderMaking } from './order-making';
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

  constructor(private readonly deps: PaymentsServiceDependencies) {
    this.#orders = new OrderMaking(deps);
    this.#checkout = new CheckoutAnswers(deps);
    this.#history = new OrderHistory(deps);
    this.#events = new PaymentEvents(deps);
    this.#reconciliation = new Reconciliation(deps);
  }

  get providerName() {
    return this.deps.provider.name;
  }

  createOrder(
    user: { id: string; username: string },
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

  reconcile(now?: Date, log?: JobLog): Promise<ReconcileSummary> {
    return this.#reconciliation.reconcile(now, log);
  }
}
