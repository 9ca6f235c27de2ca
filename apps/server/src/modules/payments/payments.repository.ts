import { and, asc, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { PaymentProvider } from '@frameshop/contract';
import type { Tx } from '../../db/database';
import {
  paymentOrders,
  paymentWebhookEvents,
  sandboxPayments,
  type PaymentOrderStatusValue,
} from './payments.schema';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type NewPaymentOrder = typeof paymentOrders.$inferInsert;
export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

// ── Orders ───────────────────────────────────────────────────────────────────────────────────────

export async function insertOrder(tx: Tx, order: NewPaymentOrder): Promise<PaymentOrderRow> {
  const [row] = await tx.insert(paymentOrders).values(order).returning();
  return row!;
}

export async function findOrderByProviderId(
  tx: Tx,
  providerOrderId: string,
): Promise<PaymentOrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.providerOrderId, providerOrderId));
  return row;
}

/**
 * Locks the order's row until the transaction ends and answers it as committed now: whoever credits
 * an order holds this lock first, so a second one waits and then sees it paid.
 */
export async function lockOrder(tx: Tx, id: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, id)).for('update');
  return row;
}

/** The user's orders still waiting for a payment, made by `provider` since `since`, newest first. */
export async function openOrdersOf(
  tx: Tx,
  userId: string,
  provider: PaymentProvider,
  since: Date,
): Promise<PaymentOrderRow[]> {
  return tx
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.provider, provider),
        eq(paymentOrders.status, 'created'),
        gt(paymentOrders.createdAt, since),
      ),
    )
    .orderBy(desc(paymentOrders.createdAt));
}

/** A paid order keeps no reason an earlier attempt failed for. */
export async function setOrderPaid(tx: Tx, id: string, paymentId: string): Promise<void> {
  const now = new Date();
  await tx
    .update(paymentOrders)
    .set({ status: 'paid', paymentId, paidAt: now, updatedAt: now, failureReason: null })
    .where(eq(paymentOrders.id, id));
}

/**
 * A payment for an order whose account was closed: the money came in (`paidAt`), nothing is
 * credited, and the order waits for its refund.
 */
export async function setOrderRefunding(tx: Tx, id: string, paymentId: string): Promise<void> {
  const now = new Date();
  await tx
    .update(paymentOrders)
    .set({ status: 'refunding', paymentId, paidAt: now, updatedAt: now, failureReason: null })
    .where(eq(paymentOrders.id, id));
}

/**
 * A paid order the store refunds (ADR 55): its credits were taken back; the `refund-payment` job
 * returns the money. `paidAt` stays: the money came in that day. Answers whether it was paid.
 */
export async function setPaidOrderRefunding(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .update(paymentOrders)
    .set({ status: 'refunding', updatedAt: new Date() })
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'paid')))
    .returning({ id: paymentOrders.id });
  return rows.length > 0;
}

/** A paid order refunded at the provider itself (its dashboard): nothing left to return. */
export async function setPaidOrderRefunded(tx: Tx, id: string, refundId: string): Promise<void> {
  await tx
    .update(paymentOrders)
    .set({ status: 'refunded', refundId, updatedAt: new Date() })
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'paid')));
}

/** The refund of a `refunding` order was made at the provider. */
export async function setOrderRefunded(tx: Tx, id: string, refundId: string): Promise<void> {
  await tx
    .update(paymentOrders)
    .set({ status: 'refunded', refundId, updatedAt: new Date() })
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'refunding')));
}

export async function findOrderById(tx: Tx, id: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return row;
}

/** Marks an unpaid order failed or expired; a paid order stays paid. Answers whether it changed. */
export async function setOrderUnpaidStatus(
  tx: Tx,
  id: string,
  status: Extract<PaymentOrderStatusValue, 'failed' | 'expired'>,
  failureReason?: string | null,
): Promise<boolean> {
  const rows = await tx
    .update(paymentOrders)
    .set({
      status,
      updatedAt: new Date(),
      ...(failureReason === undefined ? {} : { failureReason }),
    })
    .where(and(eq(paymentOrders.id, id), inArray(paymentOrders.status, ['created', 'failed'])))
    .returning({ id: paymentOrders.id });
  return rows.length > 0;
}

/**
 * Records that the reconciliation asked about an unpaid order and it is still waiting: its
 * `updatedAt` moves to now, which sends it to the back of the reconciliation queue.
 */
export async function markOrderChecked(tx: Tx, id: string): Promise<void> {
  await tx
    .update(paymentOrders)
    .set({ updatedAt: new Date() })
    .where(and(eq(paymentOrders.id, id), inArray(paymentOrders.status, ['created', 'failed'])));
}

/**
 * Orders not paid yet that `provider` made and should be asked about: made before `unpaidSince`,
 * and either younger than `expiresBefore` or still merely created (to be expired). The one left
 * alone longest comes first (see `markOrderChecked`), so a batch goes round all of them: oldest
 * first, orders abandoned at checkout, which wait days to expire, would fill every batch and
 * keep a newer, paid one from ever being asked about.
 */
export async function ordersToReconcile(
  tx: Tx,
  {
    provider,
    unpaidSince,
    expiresBefore,
    limit,
  }: { provider: PaymentProvider; unpaidSince: Date; expiresBefore: Date; limit: number },
): Promise<PaymentOrderRow[]> {
  return tx
    .select()
    .from(paymentOrders)
    .where(
      and(
        inArray(paymentOrders.status, ['created', 'failed']),
        eq(paymentOrders.provider, provider),
        lt(paymentOrders.createdAt, unpaidSince),
        or(gt(paymentOrders.createdAt, expiresBefore), eq(paymentOrders.status, 'created')),
      ),
    )
    .orderBy(asc(paymentOrders.updatedAt), asc(paymentOrders.createdAt))
    .limit(limit);
}

/** A user's orders, newest first. */
export async function listOrdersOf(tx: Tx, userId: string, limit: number) {
  return tx
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.userId, userId))
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
    .limit(limit);
}

// ── Webhook events ───────────────────────────────────────────────────────────────────────────────

/** Records an event id; answers false when it was already recorded (a replay). */
export async function recordWebhookEvent(
  tx: Tx,
  event: { eventId: string; event: string; providerOrderId: string | null },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentWebhookEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  return rows.length > 0;
}

// ── The sandbox provider's payments ──────────────────────────────────────────────────────────────

export async function insertSandboxPayment(
  tx: Tx,
  payment: typeof sandboxPayments.$inferInsert,
): Promise<void> {
  await tx.insert(sandboxPayments).values(payment);
}

export async function sandboxPaymentsOf(tx: Tx, providerOrderId: string) {
  return tx
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.providerOrderId, providerOrderId))
    .orderBy(asc(sandboxPayments.createdAt));
}

/**
 * Moves a sandbox payment on, as the provider does (authorized to captured, captured to
 * refunded); one in any other status stays as it is. Answers the payment as it is then.
 */
export async function moveSandboxPayment(
  tx: Tx,
  id: string,
  from: SandboxPaymentRow['status'],
  to: SandboxPaymentRow['status'],
): Promise<SandboxPaymentRow | undefined> {
  const [row] = await tx
    .update(sandboxPayments)
    .set({
      status: sql`case when ${sandboxPayments.status} = ${from}::text then ${to}::text else ${sandboxPayments.status} end`,
    })
    .where(eq(sandboxPayments.id, id))
    .returning();
  return row;
}
