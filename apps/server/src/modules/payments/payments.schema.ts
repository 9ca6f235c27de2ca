import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

/**
 * `refunding`: paid after its account was closed, so never credited; the `refund-payment` job gives
 * the money back, then the order is `refunded` (ADR 31).
 */
export const paymentOrderStatuses = [
  'created',
  'paid',
  'failed',
  'expired',
  'refunding',
  'refunded',
] as const;
export type PaymentOrderStatusValue = (typeof paymentOrderStatuses)[number];

/**
 * One credit pack order. The pack, credits, amount and currency are the server's, copied from the
 * pack when the order is made; crediting reads them from here and from nowhere else. The order
 * turns `paid` in the transaction that credits it, under this row's lock, exactly once.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /**
     * The member who bought a pack for a team (ADR 59): the team's statement names them and the
     * receipt is mailed to them. Null for a person's own order.
     */
    orderedBy: uuid('ordered_by').references(() => users.id, { onDelete: 'set null' }),
    packId: text('pack_id').notNull(),
    credits: integer('credits').notNull(),
    /** Paise. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider', { enum: ['razorpay', 'sandbox'] }).notNull(),
    /** The provider's order id (`order_…`): what the browser, the webhook and the ledger name. */
    providerOrderId: text('provider_order_id').notNull().unique(),
    status: text('status', { enum: paymentOrderStatuses }).notNull().default('created'),
    /** The provider's payment id that paid the order. */
    paymentId: text('payment_id'),
    /** The provider's description of the last failed attempt. */
    failureReason: text('failure_reason'),
    /** The provider's refund of the payment (`rfnd_…`), once it made one. */
    refundId: text('refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    index('payment_orders_user_idx').on(table.userId, table.createdAt),
    // The reconciliation pass reads unpaid orders oldest first.
    index('payment_orders_unpaid_idx')
      .on(table.createdAt)
      .where(sql`${table.status} in ('created', 'failed')`),
    // Money received in a period, for the admin dashboard.
    index('payment_orders_paid_idx')
      .on(table.paidAt, table.userId)
      .where(sql`${table.status} = 'paid'`),
    check('payment_orders_amount_positive', sql`${table.amount} > 0 and ${table.credits} > 0`),
  ],
);

/** Every webhook event taken in, by Razorpay's event id: a replayed event is recognised and ignored. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  providerOrderId: text('provider_order_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox provider's own book of payments, standing where Razorpay's would: what the
 * reconciliation pass asks about when the store runs without Razorpay keys.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    providerOrderId: text('provider_order_id').notNull(),
    status: text('status', { enum: ['authorized', 'captured', 'failed', 'refunded'] }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_payments_order_idx').on(table.providerOrderId)],
);
