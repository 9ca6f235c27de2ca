import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { paymentOrders } from '../payments/payments.schema';
import { users } from '../users/users.schema';

/**
 * One receipt per paid credit pack order, written in the transaction that credits the order. The
 * sale (pack, credits, amount, the provider's order and payment) and the buyer's and the store's
 * names and addresses are copied as they were that day: a receipt is a record of a sale, does not
 * change when any of them moves later, and is read from this table alone (ADR 39).
 */
export const receipts = pgTable(
  'receipts',
  {
    /** 1, 2, 3… in the order payments were credited; taken from `receipt_numbers` under its lock. */
    number: integer('number').primaryKey(),
    paymentOrderId: uuid('payment_order_id')
      .notNull()
      .unique()
      .references(() => paymentOrders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The store's legal name and address (lines separated by newlines) on the day. Null on receipts
     * of payments credited before receipts existed: they show the store's present ones.
     */
    sellerName: text('seller_name'),
    sellerAddress: text('seller_address'),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    packId: text('pack_id').notNull(),
    credits: integer('credits').notNull(),
    /** Paise. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider', { enum: ['razorpay', 'sandbox'] }).notNull(),
    /** The provider's order id (`order_…`). */
    providerOrderId: text('provider_order_id').notNull(),
    /** The provider's payment id; null, as on the order, where the order recorded none. */
    paymentId: text('payment_id'),
    /** Razorpay's `payment.method`; null until the provider has said (the mail job asks). */
    paymentMethod: text('payment_method'),
    /** Set once the receipt was mailed to the buyer: a retried job sends nothing twice. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [index('receipts_user_idx').on(table.userId, table.number)],
);

/**
 * The last receipt number given, in a single row. Taking the next one updates this row, so two
 * payments credited at once take turns, and a credit that rolls back gives its number back: the
 * numbers have no gaps (a sequence would skip one on every rollback).
 */
export const receiptNumbers = pgTable(
  'receipt_numbers',
  {
    id: boolean('id').primaryKey().default(true),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [check('receipt_numbers_one_row', sql`${table.id}`)],
);
