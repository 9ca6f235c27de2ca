import type { Tx } from '../../db/database';
import type { JobPayloads, JobQueue } from '../../jobs';
import type { StoreMetrics } from '../../observability';
import { commerceRecords } from '../commerce';
import { applyCreditChange } from '../credits';
import type { InvoicesService } from '../invoices';
import type { ReceiptsService } from '../receipts';
import type { UsersService } from '../users';
import {
  lockOrder,
  setOrderPaid,
  setOrderRefunding,
  type PaymentOrderRow,
} from './payments.repository';

export interface PaidOrder {
  order: PaymentOrderRow;
  /** True when this call credited the order; false when it had been credited (or refunded) before. */
  credited: boolean;
}

/** The payment that paid an order: the provider's id and, when it said, its method. */
export interface OrderPayment {
  id: string;
  method: string | null;
}

/** What paying an order writes besides the order: its receipt and invoice, or its refund's job. */
export interface PaymentBooks {
  receipts: Pick<ReceiptsService, 'issue'>;
  invoices: Pick<InvoicesService, 'issue'>;
  /** The buyer's account, whose name and address the receipt copies. */
  users: Pick<UsersService, 'findById'>;
  jobs: Pick<JobQueue<JobPayloads>, 'send'>;
}

/** The statuses an order settles in once a payment for it was taken in, whatever came of it. */
const SETTLED = new Set<PaymentOrderRow['status']>(['paid', 'refunding', 'refunded']);

/**
 * The one way an order is paid and credited, whichever of verification, the payment event or the
 * reconciliation pass gets there first. Under the order's row lock, in the caller's transaction:
 * a second caller waits for the first to commit, then finds the order settled and credits nothing.
 * The pack's credits come from the stored order, never from a request; the ledger's unique cause
 * (user, 'credit_purchase', provider order id) would refuse a second credit even without the lock.
 * The credit writes the order's receipt and invoice in the same transaction, so each paid order
 * has exactly one of each. An order marked failed or expired is still credited: money that moved is never lost.
 *
 * The buyer's row is locked next, as a close locks it: a payment taken in after the account closed
 * is never credited (its balance stays 0) but marked `refunding`, and the `refund-payment` job,
 * enqueued in this transaction, gives the money back (ADR 31).
 */
export async function markPaidAndCredit(
  tx: Tx,
  books: PaymentBooks,
  order: Pick<PaymentOrderRow, 'id'>,
  payment: OrderPayment,
): Promise<PaidOrder> {
  const locked = await lockOrder(tx, order.id);
  if (!locked) throw new Error(`Payment order ${order.id} does not exist.`);
  if (SETTLED.has(locked.status)) return { order: locked, credited: false };
  const paidAt = new Date();
  if ((await commerceRecords.lockBuyer(tx, locked.userId)) === undefined) {
    await setOrderRefunding(tx, locked.id, payment.id);
    await books.jobs.send('refund-payment', { orderId: locked.id }, { tx });
    return {
      order: { ...locked, status: 'refunding', paymentId: payment.id, paidAt },
      credited: false,
    };
  }
  const { applied } = await applyCreditChange(tx, {
    userId: locked.userId,
    delta: locked.credits,
    reason: 'credit_purchase',
    reference: locked.providerOrderId,
    ...(locked.orderedBy ? { boughtBy: locked.orderedBy } : {}),
  });
  await setOrderPaid(tx, locked.id, payment.id);
  if (applied) await issueDocuments(tx, books, locked, payment);
  return { order: { ...locked, status: 'paid', paymentId: payment.id, paidAt }, credited: applied };
}

/**
 * The receipt and the tax invoice of an order just credited (ADR 30's and ADR 55's place): the
 * order's facts and the buyer's copied onto each, numbered in their series in this transaction.
 */
async function issueDocuments(
  tx: Tx,
  books: PaymentBooks,
  order: PaymentOrderRow,
  payment: OrderPayment,
): Promise<void> {
  // Locked above by lockBuyer, so the name copied is the one of the account that was credited.
  const account = await books.users.findById(order.userId, tx);
  if (!account) throw new Error(`The buyer of payment order ${order.id} does not exist.`);
  // A team's documents name the team, and go to the member who bought the pack (a team's own
  // address is no mailbox).
  const member = order.orderedBy ? await books.users.findById(order.orderedBy, tx) : undefined;
  const buyer = member ? { ...account, email: member.email } : account;
  await books.receipts.issue(tx, {
    order,
    paymentId: payment.id,
    paymentMethod: payment.method,
    buyer,
  });
  await books.invoices.issue(tx, { order, buyer });
}

/** What credited a paid order, as the metrics tell it apart. */
type CreditedVia = 'checkout' | 'payment-event' | 'reconciliation';

/** Counts an order credited by `markPaidAndCredit`, by the way it got there. */
export function countCredited(
  metrics: Pick<StoreMetrics, 'payments'> | undefined,
  via: CreditedVia,
): void {
  metrics?.payments.ordersCredited.inc({ via });
}
