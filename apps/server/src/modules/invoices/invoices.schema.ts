import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { paymentOrders } from '../payments/payments.schema';
import { users } from '../users/users.schema';

export const invoiceKinds = ['invoice', 'credit-note'] as const;

/**
 * Tax invoices (bills of supply while the store is not registered) and credit notes (ADR 55): one
 * invoice per paid credit pack, written in the transaction that credits it, one credit note per
 * refunded one. Everything the document says is copied onto its row that day (the seller, the
 * buyer's billing details, the rate, the split), so a later change of a setting or a detail never
 * rewrites it. Amounts are paise, positive on both kinds.
 */
export const invoices = pgTable(
  'invoices',
  {
    /** `FS/26-27/00123`: prefix, financial year, the number in its series. */
    number: text('number').primaryKey(),
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    /** The year the financial year starts in (2026 for 26-27). */
    financialYear: integer('financial_year').notNull(),
    /** 1, 2, 3… in the kind's series of that financial year, taken from `invoice_counters`. */
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    paymentOrderId: uuid('payment_order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'restrict' }),
    /** The paying account. */
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** A credit note's invoice. */
    invoiceNumber: text('invoice_number'),
    /** Why a credit note was issued. */
    reason: text('reason'),
    sellerName: text('seller_name').notNull(),
    sellerAddress: text('seller_address').notNull(),
    /** Null: the store was not registered for GST; the document is a bill of supply. */
    sellerGstin: text('seller_gstin'),
    sellerState: text('seller_state'),
    buyerName: text('buyer_name').notNull(),
    buyerAddress: text('buyer_address').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerState: text('buyer_state'),
    buyerGstin: text('buyer_gstin'),
    /** The GST state code of the place of supply: the buyer's state, the seller's when unknown. */
    placeOfSupply: text('place_of_supply'),
    sac: text('sac').notNull(),
    description: text('description').notNull(),
    packId: text('pack_id').notNull(),
    credits: integer('credits').notNull(),
    /** The GST rate in basis points (1800 for 18 %); 0 on a bill of supply. */
    rateBasisPoints: integer('rate_basis_points').notNull(),
    taxableValue: integer('taxable_value').notNull(),
    cgst: integer('cgst').notNull(),
    sgst: integer('sgst').notNull(),
    igst: integer('igst').notNull(),
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    /** The provider's order id (`order_…`). */
    providerOrderId: text('provider_order_id').notNull(),
  },
  (table) => [
    unique('invoices_series_key').on(table.kind, table.financialYear, table.sequence),
    // One invoice per paid order, and one credit note (a whole refund) per invoice.
    uniqueIndex('invoices_order_kind_key').on(table.paymentOrderId, table.kind),
    index('invoices_account_idx').on(table.accountId, table.issuedAt),
    index('invoices_issued_idx').on(table.issuedAt),
    check('invoices_number_length', sql`length(${table.number}) <= 16`),
    check(
      'invoices_parts_add_up',
      sql`${table.taxableValue} + ${table.cgst} + ${table.sgst} + ${table.igst} = ${table.total}`,
    ),
    check(
      'invoices_amounts',
      sql`${table.total} > 0 and ${table.taxableValue} >= 0 and ${table.cgst} >= 0 and ${table.igst} >= 0 and ${table.cgst} = ${table.sgst}`,
    ),
    check(
      'invoices_credit_note_names_invoice',
      sql`(${table.kind} = 'credit-note') = (${table.invoiceNumber} is not null)`,
    ),
  ],
);

/**
 * The last number given in each series: one row per kind and financial year. Taking the next one
 * updates the row in the crediting transaction, so payments credited at once take turns, and one
 * that rolls back gives its number back: no gap, no number twice (a sequence would skip).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    financialYear: integer('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.financialYear] })],
);
