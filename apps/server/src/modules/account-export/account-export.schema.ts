import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../users/users.schema';

export const accountExportStatuses = ['queued', 'running', 'ready', 'failed'] as const;

/**
 * One "Export my data" request: made by the `export-account` job into a ZIP under
 * `private/exports/`, downloadable through signed links until `expiresAt`, then deleted.
 */
export const accountExports = pgTable(
  'account_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: accountExportStatuses }).notNull().default('queued'),
    /** 0–100: files packed of the files to pack. */
    progress: integer('progress').notNull().default(0),
    storageKey: text('storage_key'),
    bytes: bigint('bytes', { mode: 'number' }),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** The archive is deleted after this; null until it is ready. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    index('account_exports_user_idx').on(table.userId, table.createdAt),
    // One export being made per account, however many requests ask at once.
    uniqueIndex('account_exports_one_open_per_user')
      .on(table.userId)
      .where(sql`${table.status} in ('queued', 'running')`),
    index('account_exports_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.storageKey} is not null`),
    check('account_exports_progress_range', sql`${table.progress} between 0 and 100`),
  ],
);

export type AccountExportRow = typeof accountExports.$inferSelect;
