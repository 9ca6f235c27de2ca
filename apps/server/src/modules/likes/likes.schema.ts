import { bigint, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { templates } from '../catalogue/catalogue.schema';
import { users } from '../users/users.schema';

/** A user's like of a template: one row per pair, so liking twice stores one like. */
export const templateLikes = pgTable(
  'template_likes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: bigint('template_id', { mode: 'number' })
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.templateId] }),
    index('template_likes_user_recent_idx').on(table.userId, table.createdAt),
  ],
);
