import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The emails and phone numbers of closed accounts, as keyed hashes only (ADR 31): enough to know
 * that a new account's address or number had the welcome credits before, and nothing that names
 * the person. Written when an account closes; never deleted, as one welcome per person is forever.
 */
export const closedIdentities = pgTable('closed_identities', {
  /** HMAC-SHA256, in hex, of `email:<address>` or `phone:<number>` as the accounts store them. */
  digest: text('digest').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
