import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { userTemplateColumns } from '../../db/user-template-columns';
import { templates } from '../catalogue/catalogue.schema';
import { creditLedger } from '../credits/credits.schema';
import { users } from '../users/users.schema';

/** One line per template in a user's cart; the quantity is the number of licences to buy. */
export const cartLines = pgTable(
  'cart_lines',
  {
    ...userTemplateColumns(),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.templateId] }),
    check('cart_lines_quantity_range', sql`${table.quantity} between 1 and 99`),
  ],
);

/**
 * A licence to use a template, granted by a purchase, a first download or a checkout line. Owning a
 * template means holding at least one; the first costs the price, and so does each extra one bought
 * through the cart. Licences are never deleted: everything bought stays downloadable.
 */
export const licences = pgTable(
  'licences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    templateId: bigint('template_id', { mode: 'number' })
      .notNull()
      .references(() => templates.id, { onDelete: 'restrict' }),
    creditsPaid: integer('credits_paid').notNull(),
    /** The ledger row that paid for it (one checkout's row pays for all its licences). */
    ledgerId: bigint('ledger_id', { mode: 'number' }).references(() => creditLedger.id, {
      onDelete: 'restrict',
    }),
    source: text('source', { enum: ['purchase', 'download', 'checkout'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('licences_owner_idx').on(table.userId, table.templateId),
    index('licences_user_recent_idx').on(table.userId, table.createdAt),
    // Sales in a period and who bought then, for the admin dashboard (answered from the index).
    index('licences_created_user_idx').on(table.createdAt, table.userId),
    check('licences_credits_not_negative', sql`${table.creditsPaid} >= 0`),
  ],
);

/**
 * The first answer to a request that carried an Idempotency-Key: a retry with the same key gets it
 * again and changes nothing. Written in the same transaction as what the request did.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The operation and its arguments; the same key with other arguments is refused. */
    fingerprint: text('fingerprint').notNull(),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    // The hourly clean-up finds the old answers without reading the table.
    index('idempotent_requests_created_idx').on(table.createdAt),
  ],
);
