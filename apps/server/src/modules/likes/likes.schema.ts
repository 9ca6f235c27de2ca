import { index, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { userTemplateColumns } from '../../db/user-template-columns';

/** A user's like of a template: one row per pair, so liking twice stores one like. */
export const templateLikes = pgTable(
  'template_likes',
  {
    ...userTemplateColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.templateId] }),
    index('template_likes_user_recent_idx').on(table.userId, table.createdAt),
  ],
);
