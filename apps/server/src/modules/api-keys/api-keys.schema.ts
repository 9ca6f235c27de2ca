import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

/**
 * An account's keys for programs (ADR 47). The key itself is never kept: only its SHA-256 (a
 * 256-bit random secret needs no slow hash) and its last four characters, to tell keys apart.
 * Revoking deletes the row, so the next request with the key, in any process, finds nothing.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** `read`, `create` or both, in that order. */
    scopes: text('scopes').array().notNull(),
    /** Hex SHA-256 of the whole key: what a request's key is looked up by. */
    keyHash: text('key_hash').notNull(),
    lastFour: text('last_four').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_keys_key_hash_idx').on(table.keyHash),
    index('api_keys_user_idx').on(table.userId, table.createdAt),
  ],
);
export type ApiKeyRow = typeof apiKeys.$inferSelect;
