import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../users/users.schema';

/**
 * The paying account's billing details (ADR 55), one row per account, which each invoice copies
 * when it is issued: a change applies to the next invoice only. Keyed by the paying account, a
 * person today; a team, when there are teams, gets a row of its own under its own id.
 */
export const billingDetails = pgTable(
  'billing_details',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    legalName: text('legal_name').notNull(),
    /** Lines separated by newlines. */
    address: text('address').notNull(),
    /** The GST state code (`29`): the place of supply of the account's purchases. */
    state: text('state').notNull(),
    /** Verified (shape, state, check character) before it is kept; null for a buyer without one. */
    gstin: text('gstin'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'billing_details_gstin_state',
      sql`${table.gstin} is null or substr(${table.gstin}, 1, 2) = ${table.state}`,
    ),
  ],
);
