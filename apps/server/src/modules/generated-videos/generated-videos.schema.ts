import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

/** A customised render of a template for one user; the render pipeline moves it through its states. */
export const generatedVideos = pgTable(
  'generated_videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: text('template_id').notNull(),
    templateName: text('template_name').notNull().default(''),
    status: text('status', { enum: ['queued', 'processing', 'completed', 'failed'] })
      .notNull()
      .default('queued'),
    outputKey: text('output_key'),
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('generated_videos_user_idx').on(table.userId, table.createdAt)],
);
