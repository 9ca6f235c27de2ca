import { randomUUID } from 'node:crypto';
import {
  CREDIT_PACK_CURRENCY,
  ErrorCode,
  PaymentMessage,
  tooManyOpenOrdersMessage,
  type CreatePaymentOrderRequest,
  type CreditPack,
  type CreditPurchaseItem,
  type PaymentOrder,
  type PaymentOrderStatusResponse,
  type SandboxPaymentResponse,
  type VerifyPaymentResponse,
} from '@frameshop/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { logWith, type JobLog, type JobPayloads, type JobQueue } from '../../jobs';
import type { StoreMetrics } from '../../observability';
import type { CreditPacksService } from '../credit-packs';
import type { ReceiptsService } from '../receipts';
import type { UsersService } from '../users';
import { plainFailureReason } from './failure-reason';
import { markPaidAndCredit } from './mark-paid-and-credit';
import { OneAtATime } from './one-at-a-time';
import {
  ProviderUnavailableError,
  type PaymentProviderClient,
  type ProviderPayment,
} from './payment-provider';
import {
  findOrderById,
  findOrderByProviderId,
  insertOrder,
  listOrdersOf,
  markOrderChecked,
  openOrdersOf,
  ordersToReconcile,
  recordWebhookEvent,
  setOrderRefunded,
  setOrderUnpaidStatus,
  type PaymentOrderRow,
} from './payments.repository';
import { SANDBOX_FAILURE, SandboxProvider } from './sandbox-provider';
import { parseWebhook, webhookSignatureValid } from './webhook';

export type PaymentEvent = z.output<JobPayloads['payment-event']>;

/** An order unpaid this long is expired by the reconciliation pass (unless it was paid after all). */
export const ORDER_EXPIRY_MS = 3 * 24 * 60 * 60 * 1000;
/** An unpaid order this young is handed out again for the same pack instead of a new one. */
export const ORDER_REUSE_MS = 15 * 60 * 1000;
/** At most this many unpaid orders made within OPEN_ORDERS_WINDOW_MS wait for one user. */
export const MAX_OPEN_ORDERS = 5;
export const OPEN_ORDERS_WINDOW_MS = 60 * 60 * 1000;
/** One pass looks at this many orders at most; the next pass takes the rest. */
export const RECONCILE_BATCH = 200;
/** The history the profile carries: the newest orders. */
const HISTORY_LIMIT = 100;

export interface PaymentsServiceDependencies {
  db: Db;
  users: UsersService;
  /** The packs on sale, as the owner prices them now. */
  packs: Pick<CreditPacksService, 'onSale'>;
  provider: PaymentProviderClient;
  jobs: Pick<JobQueue<JobPayloads>, 'send'>;
  /** Writes each credited order's receipt, and numbers the history's paid orders. */
  receipts: Pick<ReceiptsService, 'issue' | 'numbersOf' | 'numberOfOrder'>;
  /** Null when webhooks are not configured: they are refused, reconciliation still runs. */
  webhookSecret: string | null;
  reconcileAfterSeconds: number;
  log: JobLog;
  /** Counts orders made and credited, reconciliations and refused webhooks; optional in tests. */
  metrics?: Pick<StoreMetrics, 'payments'>;
}

/** What credited a paid order, as the metrics tell it apart. */
type CreditedVia = 'checkout' | 'payment-event' | 'reconciliation';

export interface ReconcileSummary {
  checked: number;
  credited: number;
  /** Paid after the account closed: refunded, not credited (ADR 31). */
  refunding: number;
  captured: number;
  failed: number;
  expired: number;
  errors: number;
}

/**
 * Buying credit packs. The server picks the pack and the amount, keeps the order, checks every
 * provider signature against its own record, and credits each order exactly once through
 * `markPaidAndCredit`, whichever of verification, the payment event or reconciliation comes first.
 */
export class PaymentsService {
  readonly #orderMaking = new OneAtATime();

  constructor(private readonly deps: PaymentsServiceDependencies) {}

  get providerName() {
    return this.deps.provider.name;
  }

  /**
   * The order is made for the pack as it is on sale now, at its current price. A fresh unpaid order
   * of the same pack at that price is handed out again; otherwise a new one is made at the
   * provider, unless the user already has MAX_OPEN_ORDERS waiting. One user's calls take turns
   * (the provider is called outside any transaction), so a burst of clicks makes one order. Across
   * API processes a burst can make one order per process, still within the cap of each.
   */
  async createOrder(
    user: { id: string; username: string },
    request: CreatePaymentOrderRequest,
  ): Promise<PaymentOrder> {
    const pack = packOf(await this.deps.packs.onSale(), request);
    return this.#orderMaking.run(user.id, () => this.reuseOrMakeOrder(user, pack));
  }

  private async reuseOrMakeOrder(
    user: { id: string; username: string },
    pack: CreditPack,
  ): Promise<PaymentOrder> {
    const { provider, db, log } = this.deps;
    const now = Date.now();
    const open = await openOrdersOf(
      db,
      user.id,
      provider.name,
      new Date(now - OPEN_ORDERS_WINDOW_MS),
    );
    const amount = pack.priceInr * 100;
    // An order made before the owner repriced the pack is not the pack on sale any more.
    const reusable = open.find(
      (order) =>
        order.packId === pack.id &&
        order.amount === amount &&
        order.credits === pack.credits &&
        order.createdAt.getTime() > now - ORDER_REUSE_MS,
    );
    if (reusable) return this.toPaymentOrder(reusable);
    if (open.length >= MAX_OPEN_ORDERS) {
      throw new AppError(ErrorCode.RateLimited, 429, tooManyOpenOrdersMessage(open.length), {
        openOrders: open.length,
      });
    }
    const id = randomUUID();
    let providerOrder: { id: string };
    try {
      providerOrder = await provider.createOrder({
        amount,
        currency: CREDIT_PACK_CURRENCY,
        receipt: id,
        notes: { userId: user.id, username: user.username, packId: pack.id },
      });
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      log.warn({ err: error }, 'the payment provider did not make an order');
      throw new AppError(ErrorCode.ServiceUnavailable, 503, PaymentMessage.providerUnavailable);
    }
    const order = await insertOrder(db, {
      id,
      userId: user.id,
      packId: pack.id,
      credits: pack.credits,
      amount,
      currency: CREDIT_PACK_CURRENCY,
      provider: provider.name,
      providerOrderId: providerOrder.id,
    });
    this.deps.metrics?.payments.ordersCreated.inc();
    return this.toPaymentOrder(order);
  }

  private toPaymentOrder(order: PaymentOrderRow): PaymentOrder {
    return {
      orderId: order.providerOrderId,
      packId: order.packId,
      amount: order.amount,
      currency: order.currency,
      credits: order.credits,
      keyId: this.deps.provider.keyId,
      provider: this.deps.provider.name,
    };
  }

  /**
   * Checkout's answer, from the browser: the signature must be the provider's for this order of
   * this user. Anything the browser says about credits or amounts is not even read.
   */
  async verify(
    userId: string,
    payment: { providerOrderId: string; paymentId: string; signature: string },
  ): Promise<VerifyPaymentResponse> {
    const order = await this.ownOrder(userId, payment.providerOrderId);
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
    if (paid.credited) this.countCredited('checkout');
    // Its session was checked before the account closed; the money goes back, not to credits.
    if (paid.order.status === 'refunding' || paid.order.status === 'refunded') {
      throw AppError.conflict(PaymentMessage.refundedAccountClosed);
    }
    return {
      success: true,
      newCreditsBalance: await this.balanceOf(userId),
      credits: paid.order.credits,
      amount: paid.order.amount,
      currency: paid.order.currency,
      transactionId: paid.order.paymentId ?? payment.paymentId,
      receiptNumber: await this.deps.receipts.numberOfOrder(order.id),
    };
  }

  async orderStatus(userId: string, providerOrderId: string): Promise<PaymentOrderStatusResponse> {
    const order = await this.ownOrder(userId, providerOrderId);
    return {
      orderId: order.providerOrderId,
      status: order.status,
      credits: order.credits,
      amount: order.amount,
      currency: order.currency,
      transactionId: order.paymentId,
      newCreditsBalance: order.status === 'paid' ? await this.balanceOf(userId) : null,
      failureReason: order.failureReason,
      receiptNumber: await this.deps.receipts.numberOfOrder(order.id),
    };
  }

  /** The user's credit pack orders, newest first: the profile's `creditPurchaseHistory`. */
  async history(userId: string): Promise<CreditPurchaseItem[]> {
    const [orders, receiptNumbers] = await Promise.all([
      listOrdersOf(this.deps.db, userId, HISTORY_LIMIT),
      this.deps.receipts.numbersOf(userId),
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
    }));
  }

  /** How a payment was made, as the provider says now (for a receipt that lacks it). */
  async paymentMethodOf(providerOrderId: string, paymentId: string): Promise<string | null> {
    const payments = await this.deps.provider.paymentsOf(providerOrderId);
    return payments.find((payment) => payment.id === paymentId)?.method ?? null;
  }

  /**
   * A webhook request, taken in fast: the signature is checked over the exact bytes received, the
   * event id is recorded (a replay stops there), and the work goes to a job in the same
   * transaction, so it exists exactly when the event was recorded.
   */
  async acceptWebhook(
    body: Buffer,
    signature: string | undefined,
    eventId: string | undefined,
  ): Promise<void> {
    const secret = this.deps.webhookSecret;
    if (!secret) throw AppError.notFound('Payment webhooks are not configured.');
    if (!signature || !webhookSignatureValid(secret, body, signature)) {
      // Many of these mean a wrong secret, or someone forging events: worth an alert.
      this.deps.metrics?.payments.webhookSignatureFailures.inc();
      throw AppError.badRequest(PaymentMessage.signatureInvalid);
    }
    if (!eventId) throw AppError.badRequest('The webhook has no x-razorpay-event-id header.');
    const parsed = parseWebhook(body);
    if (!parsed) throw AppError.badRequest('The webhook body is not a Razorpay event.');
    await this.deps.db.transaction(async (tx) => {
      const fresh = await recordWebhookEvent(tx, {
        eventId: eventId.slice(0, 200),
        event: parsed.name.slice(0, 100),
        providerOrderId: parsed.work?.providerOrderId ?? null,
      });
      if (fresh && parsed.work) await this.deps.jobs.send('payment-event', parsed.work, { tx });
    });
  }

  /**
   * The job of a payment event: credit a captured payment's order, mark a failed one's. `log` is
   * the job's own (its lines carry the job's id); each line also names the order.
   */
  async applyPaymentEvent(event: PaymentEvent, jobLog: JobLog = this.deps.log): Promise<void> {
    const { db } = this.deps;
    // The order id as the API and the provider name it (the row's own id is internal).
    const log = logWith(jobLog, { orderId: event.providerOrderId });
    const order = await findOrderByProviderId(db, event.providerOrderId);
    if (!order) {
      log.warn({ payment: event }, 'a payment event names an order this store never made');
      return;
    }
    if (event.event === 'payment.failed') {
      // Only an order still waiting turns failed; one paid meanwhile stays paid.
      if (order.status === 'created') {
        await setOrderUnpaidStatus(db, order.id, 'failed', plainFailureReason(event.failureReason));
      }
      return;
    }
    // An event that does not say what was paid credits nothing: the reconciliation pass asks the
    // provider about the order and credits it if a matching payment was captured.
    if (event.amount !== order.amount || event.currency !== order.currency) {
      log.error({ payment: event, orderRowId: order.id }, 'a payment does not match its order');
      return;
    }
    const paid = await db.transaction((tx) =>
      markPaidAndCredit(tx, this.deps, order, { id: event.paymentId, method: event.method }),
    );
    if (paid.credited) this.countCredited('payment-event');
    if (paid.order.status === 'refunding') {
      log.warn({ paymentId: event.paymentId }, 'a payment came in after its account closed');
    }
  }

  /**
   * The job of a payment taken in after its account closed (ADR 31): the provider refunds it in
   * full, keyed by the order so that a retry after a lost answer refunds nothing more, and the
   * order turns `refunded`. A provider that does not answer fails the try; the queue retries.
   */
  async refund(orderId: string, jobLog: JobLog = this.deps.log): Promise<void> {
    const { db, provider } = this.deps;
    const order = await findOrderById(db, orderId);
    if (order?.status !== 'refunding' || !order.paymentId) return;
    const refund = await provider.refund(
      { id: order.paymentId, amount: order.amount, currency: order.currency },
      order.id,
    );
    await setOrderRefunded(db, order.id, refund.id);
    logWith(jobLog, { orderId: order.providerOrderId }).info(
      { refundId: refund.id },
      'a payment that came in after its account closed was refunded',
    );
  }

  private countCredited(via: CreditedVia): void {
    this.deps.metrics?.payments.ordersCredited.inc({ via });
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
    const order = await this.ownOrder(userId, providerOrderId);
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

  /**
   * One reconciliation pass: up to a batch of the orders unpaid past the threshold (and up to 3
   * days old), those left alone longest first, are asked about at the provider; a captured payment
   * credits its order, an authorized one is captured first, and an order still unpaid after 3
   * days expires. One order's trouble does not stop the others.
   */
  async reconcile(now = new Date(), log: JobLog = this.deps.log): Promise<ReconcileSummary> {
    const { db, reconcileAfterSeconds, provider } = this.deps;
    const expiresBefore = new Date(now.getTime() - ORDER_EXPIRY_MS);
    // Only the provider that made an order knows its payments. Asked about another's (an order
    // made in the sandbox before Razorpay's keys were set, or the reverse), Razorpay answers an
    // error on every pass and the sandbox answers "no payments", which would expire an order
    // Razorpay may have been paid for.
    const orders = await ordersToReconcile(db, {
      provider: provider.name,
      unpaidSince: new Date(now.getTime() - reconcileAfterSeconds * 1000),
      expiresBefore,
      limit: RECONCILE_BATCH,
    });
    const summary: ReconcileSummary = {
      checked: orders.length,
      credited: 0,
      refunding: 0,
      captured: 0,
      failed: 0,
      expired: 0,
      errors: 0,
    };
    for (const order of orders) {
      let stillWaiting = true;
      try {
        const outcome = await this.reconcileOrder(order, expiresBefore, log);
        this.deps.metrics?.payments.reconciled.inc({ outcome });
        if (outcome === 'captured') summary.captured += 1;
        if (outcome === 'captured' || outcome === 'credited') summary.credited += 1;
        if (outcome === 'failed') summary.failed += 1;
        if (outcome === 'expired') summary.expired += 1;
        if (outcome === 'refunding') summary.refunding += 1;
        stillWaiting = outcome === 'waiting';
      } catch (err) {
        summary.errors += 1;
        this.deps.metrics?.payments.reconciled.inc({ outcome: 'error' });
        log.warn({ err, orderId: order.providerOrderId }, 'an order could not be reconciled');
      }
      // To the back of the queue, so the next pass asks about the orders this one did not reach.
      if (stillWaiting) await markOrderChecked(db, order.id);
    }
    if (summary.checked > 0) log.info({ reconciliation: summary }, 'payments reconciled');
    return summary;
  }

  private async reconcileOrder(
    order: PaymentOrderRow,
    expiresBefore: Date,
    log: JobLog,
  ): Promise<'credited' | 'captured' | 'refunding' | 'failed' | 'expired' | 'waiting'> {
    const { provider, db } = this.deps;
    const payments = await provider.paymentsOf(order.providerOrderId);
    const matching = payments.filter((payment) => paysFor(payment, order));
    // Money taken for other than the order's amount is never credited; someone must look at it.
    // Counted per payment: a matching failed attempt beside it must not hide it.
    const mismatched = payments.filter((p) => p.status === 'captured' && !paysFor(p, order));
    if (mismatched.length > 0) {
      log.error(
        { orderId: order.providerOrderId, paymentIds: mismatched.map((p) => p.id) },
        'a captured payment does not match its order',
      );
    }
    const captured = matching.find((payment) => payment.status === 'captured');
    if (captured) return this.creditReconciled(order, captured, 'credited');
    const authorized = matching.find((payment) => payment.status === 'authorized');
    if (authorized) {
      const after = await provider.capture(authorized);
      if (after.status !== 'captured') return 'waiting';
      return this.creditReconciled(order, after, 'captured');
    }
    if (order.status === 'created' && order.createdAt <= expiresBefore) {
      return (await setOrderUnpaidStatus(db, order.id, 'expired')) ? 'expired' : 'waiting';
    }
    const failed = payments.find((payment) => payment.status === 'failed');
    if (order.status === 'created' && failed && payments.every((p) => p.status === 'failed')) {
      await setOrderUnpaidStatus(
        db,
        order.id,
        'failed',
        plainFailureReason(failed.errorDescription),
      );
      return 'failed';
    }
    return 'waiting';
  }

  /** Credits an order the pass found paid; one whose account closed meanwhile is refunded instead. */
  private async creditReconciled<Outcome extends 'credited' | 'captured'>(
    order: PaymentOrderRow,
    payment: ProviderPayment,
    outcome: Outcome,
  ): Promise<Outcome | 'refunding'> {
    const paid = await this.deps.db.transaction((tx) =>
      markPaidAndCredit(tx, this.deps, order, payment),
    );
    if (paid.credited) this.countCredited('reconciliation');
    return paid.order.status === 'refunding' ? 'refunding' : outcome;
  }

  /** The caller's order; another user's and an unknown one answer alike, so neither is revealed. */
  private async ownOrder(userId: string, providerOrderId: string): Promise<PaymentOrderRow> {
    const order = await findOrderByProviderId(this.deps.db, providerOrderId);
    if (!order || order.userId !== userId) throw AppError.notFound(PaymentMessage.orderNotFound);
    return order;
  }

  private async balanceOf(userId: string): Promise<number> {
    const user = await this.deps.users.findById(userId);
    if (!user) throw AppError.notFound('That account no longer exists.');
    return user.credits;
  }
}

const paysFor = (payment: ProviderPayment, order: PaymentOrderRow) =>
  payment.amount === order.amount && payment.currency === order.currency;

/**
 * The pack on sale that a request names: by id, or by the spec's amount (whole rupees) and
 * credits. Every field sent must match that one pack exactly; anything else, a pack taken off sale
 * included, is refused before any order exists.
 */
export function packOf(
  onSale: readonly CreditPack[],
  request: CreatePaymentOrderRequest,
): CreditPack {
  const { packId, amount, currency, credits } = request;
  const named = packId !== undefined || (amount !== undefined && credits !== undefined);
  const matches = onSale.filter(
    (pack) =>
      (packId === undefined || pack.id === packId) &&
      (amount === undefined || pack.priceInr === amount) &&
      (credits === undefined || pack.credits === credits) &&
      (currency === undefined || currency === CREDIT_PACK_CURRENCY),
  );
  const [pack] = matches;
  if (!named || matches.length !== 1 || !pack) {
    throw AppError.badRequest(PaymentMessage.unknownPack);
  }
  return pack;
}
