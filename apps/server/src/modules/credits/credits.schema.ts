import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

export const creditReasons = [
  'signup_bonus',
  'profile_completion',
  'credit_purchase',
  'template_purchase',
  'refund',
  'admin_adjustment',
  /** The credits left when the account was closed, forfeited as the terms say. */
  'account_closed',
  /** A refunded credit pack's credits, taken back (as many as the balance still held); ADR 55. */
  'purchase_refunded',
] as const;
export type CreditReason = (typeof creditReasons)[number];

/**
 * Every change of a balance is one row here, written in the same transaction as `users.credits`.
 * A (user, reason, reference) triple is unique, so replaying the same cause cannot apply twice.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: creditReasons }).notNull(),
    reference: text('reference'),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The API key a spend was made with, by id and by its name then; null for a session's spend
     * and every other change. No foreign key: a key revoked is deleted, and the ledger still says
     * which key spent.
     */
    apiKeyId: uuid('api_key_id'),
    apiKeyName: text('api_key_name'),
    /** A team's change: the member who spent, or bought the pack (ADR 59); null otherwise. */
    memberUserId: uuid('member_user_id'),
  },
  (table) => [
    index('credit_ledger_user_idx').on(table.userId, table.id),
    // A person's spends as a team's member, for their data export (ADR 59).
    index('credit_ledger_member_idx')
      .on(table.memberUserId, table.id)
      .where(sql`${table.memberUserId} is not null`),
    uniqueIndex('credit_ledger_cause_key')
      .on(table.userId, table.reason, table.reference)
      .where(sql`${table.reference} is not null`),
  ],
);

/**
 * What each member has spent from a team's balance in a calendar month of the store's time zone
 * (ADR 59): written by the charge's own statement, read under the team's row lock, so no number
 * of members spending at once passes a member's monthly limit.
 */
export const teamMemberMonths = pgTable(
  'team_member_months',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The first day of the month. */
    month: date('month').notNull(),
    spent: integer('spent').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.teamId, table.userId, table.month] })],
);
