import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The credit packs the store sells, as the owner prices them. An order copies a pack's credits and
 * amount when it is made (`payment_orders`), so a later change here never touches an order made.
 */
export const creditPacks = pgTable(
  'credit_packs',
  {
    /** 'pack-500': stable once made, whatever its credits become; orders name it. */
    id: text('id').primaryKey(),
    credits: integer('credits').notNull(),
    /** Whole rupees. */
    priceInr: integer('price_inr').notNull(),
    popular: boolean('popular').notNull().default(false),
    savingsLabel: text('savings_label'),
    /** The order the pages list the packs in. */
    position: integer('position').notNull(),
    /** On sale: listed and orderable. A pack is taken off sale, never deleted (orders name it). */
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('credit_packs_positive', sql`${table.credits} > 0 and ${table.priceInr} > 0`),
    // The spec's client names a pack by its credits and price: two packs of the same credits
    // would make that ambiguous, and a buyer could not tell them apart either.
    uniqueIndex('credit_packs_credits_key').on(table.credits),
    // "Most popular" marks one pack at most.
    uniqueIndex('credit_packs_one_popular_key')
      .on(table.popular)
      .where(sql`${table.popular}`),
  ],
);

export type CreditPackRow = typeof creditPacks.$inferSelect;
