import { sql } from 'drizzle-orm';
import {
  check,
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

/**
 * A team (ADR 59) is an account of its own: a row of `users` of kind 'team', which holds its
 * balance, licences, library, keys, webhooks, billing details and invoices as a person's row does.
 * This table adds what only a team has: its name.
 */
export const teams = pgTable('teams', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who belongs to a team, in which role, and how much they may spend from it a calendar month. */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.accountId, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'admin', 'member'] }).notNull(),
    /** Credits a calendar month (the store's time zone); null for no limit. */
    monthlyLimit: integer('monthly_limit'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    index('team_members_user_idx').on(table.userId),
    // One owner a team: handing over swaps two rows in one transaction.
    uniqueIndex('team_members_one_owner_key')
      .on(table.teamId)
      .where(sql`${table.role} = 'owner'`),
    check(
      'team_members_limit_range',
      sql`${table.monthlyLimit} is null or ${table.monthlyLimit} >= 0`,
    ),
  ],
);

/**
 * An invite by email: its token is kept only as a SHA-256 hash, works once, for the invited
 * address, until it expires or is revoked.
 */
export const teamInvites = pgTable(
  'team_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.accountId, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'member'] }).notNull(),
    monthlyLimit: integer('monthly_limit'),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('team_invites_token_key').on(table.tokenHash),
    index('team_invites_team_idx').on(table.teamId, table.createdAt),
  ],
);
