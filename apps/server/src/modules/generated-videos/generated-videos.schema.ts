import type { RenderPlacement } from '@frameshop/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { uploads } from '../uploads/uploads.schema';
import { users } from '../users/users.schema';

export const generatedVideoStatuses = [
  'queued',
  'processing',
  'completed',
  'failed',
  'cancelled',
] as const;

/**
 * A render of a template for one user (an order, or a free preview): the render pipeline moves it
 * queued → processing → completed | failed | cancelled. Previews share the table and never appear
 * on Generated Videos.
 */
export const generatedVideos = pgTable(
  'generated_videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: text('template_id').notNull(),
    templateName: text('template_name').notNull().default(''),
    status: text('status', { enum: generatedVideoStatuses }).notNull().default('queued'),
    outputKey: text('output_key'),
    /** A still of the finished video, shown before it plays; null until completed. */
    posterKey: text('poster_key'),
    errorMessage: text('error_message'),
    /** Null once the user deleted the upload; a render still waiting then fails. */
    uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    placement: jsonb('placement').$type<RenderPlacement>(),
    preview: boolean('preview').notNull().default(false),
    /** Credits this order holds, or paid once completed; 0 when free. */
    credits: integer('credits').notNull().default(0),
    /**
     * The ledger row of the hold this order carries: the one it took from the balance, or one
     * handed to it by another order of the same template that failed or was cancelled.
     */
    holdLedgerId: bigint('hold_ledger_id', { mode: 'number' }),
    refunded: boolean('refunded').notNull().default(false),
    progress: doublePrecision('progress').notNull().default(0),
    width: integer('width').notNull().default(1),
    height: integer('height').notNull().default(1),
    durationSeconds: doublePrecision('duration_seconds').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('generated_videos_user_idx').on(table.userId, table.createdAt),
    // Queue positions and a user's active orders of one template.
    index('generated_videos_active_idx')
      .on(table.status, table.createdAt)
      .where(sql`${table.status} in ('queued', 'processing')`),
    check('generated_videos_credits_not_negative', sql`${table.credits} >= 0`),
  ],
);

export type GeneratedVideoRow = typeof generatedVideos.$inferSelect;
export type NewGeneratedVideoRow = typeof generatedVideos.$inferInsert;
