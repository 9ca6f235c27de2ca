import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One live code per (channel, target, purpose): sending again replaces it. Codes are stored as
 * keyed hashes, never in clear.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    channel: text('channel', { enum: ['email', 'phone'] }).notNull(),
    target: text('target').notNull(),
    /**
     * `email-change` codes are keyed by the account and the new address together
     * (`emailChangeTarget`): one account's code never confirms another's change.
     */
    purpose: text('purpose', { enum: ['register', 'reset', 'email-change'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.channel, table.target, table.purpose] })],
);

export type OtpRow = typeof otpCodes.$inferSelect;
