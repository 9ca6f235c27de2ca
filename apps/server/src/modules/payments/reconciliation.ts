import type { JobLog } from '../../jobs';
import { plainFailureReason } from './failure-reason';
import { countCredited, markPaidAndCredit } from './mark-paid-and-credit';
import type { ProviderPayment } from './payment-provider';
import type { PaymentsServiceDependencies } from './payments-dependencies';
import {
  markOrderChecked,
  ordersToReconcile,
  setOrderUnpaidStatus,
  type PaymentOrderRow,
} from './payments.repository';

/** An order unpaid this long is expired by the reconciliation pass (unless it was paid after all). */
export const ORDER_EXPIRY_MS = 3 * 24 * 60 * 60 * 1000;
/** One pass looks at this many orders at most; the next pass takes the rest. */
export const RECONCILE_BATCH = 200;

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

/** Asking the provider about the orders left unpaid, in passes of a recurring job. */
export class Reconciliation {
  constructor(private readonly deps: PaymentsServiceDependencies) {}

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
    if (paid.credited) countCredited(this.deps.metrics, 'reconciliation');
    return paid.order.status === 'refunding' ? 'refunding' : outcome;
  }
}

const paysFor = (payment: ProviderPayment, order: PaymentOrderRow) =>
  payment.amount === order.amount && payment.currency === order.currency;
