import type { ExportKind, OutputFormat, RenderPlacement, Scene } from '@frameshop/contract';
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
    /** A video, or a picture exported from an image template (listed apart on Generated Videos). */
    kind: text('kind', { enum: ['video', 'image'] })
      .$type<ExportKind>()
      .notNull()
      .default('video'),
    format: text('format', { enum: ['mp4', 'png', 'jpeg'] })
      .$type<OutputFormat>()
      .notNull()
      .default('mp4'),
    /**
     * The buyer's scene of a scene export (checked when ordered): an image template's picture, or
     * the layers burnt into a video template. For a render of an upload into the window (which
     * has a `placement`), the texts of the buyer's design when ordered (`sceneTexts`), burnt in
     * over it; null when there are none.
     */
    scene: jsonb('scene').$type<Scene>(),
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
    /**
     * The round of the fair queue this render waits in (ADR 15): a user's next render
     * of a kind goes one round after their last one still active, and never before the earliest
     * round still waiting, so one user's backlog cannot push other users' renders back.
     */
    queueRound: integer('queue_round').notNull().default(0),
    /**
     * The batch ("Make many", issue 65) this render is a row of, and the row; null for a single
     * order. A batch row holds no credits of its own (`credits` 0, no `holdLedgerId`): its share is
     * the batch's hold, settled by the batches module (ADR 45).
     */
    batchId: uuid('batch_id'),
    batchRow: integer('batch_row'),
    /**
     * The member who ordered it for a team (ADR 59): named in the team's library and mailed when
     * it is made. Null for a person's own order and a team key's.
     */
    madeBy: uuid('made_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /**
     * The running attempt's last sign of life, on the database's clock (ADR 20): a render whose
     * heartbeat stopped is handed back to the queue by the sweeper. Null while not processing.
     */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /** The process running the current attempt (host, pid and a random tag), for operators. */
    workerId: text('worker_id'),
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
    // The sweeper's search for renders whose heartbeat stopped.
    index('generated_videos_heartbeat_idx')
      .on(table.heartbeatAt)
      .where(sql`${table.status} = 'processing'`),
    // A batch's rows, read together for its page, its archive and its settlement.
    index('generated_videos_batch_idx')
      .on(table.batchId, table.batchRow)
      .where(sql`${table.batchId} is not null`),
    check('generated_videos_credits_not_negative', sql`${table.credits} >= 0`),
  ],
);

export type GeneratedVideoRow = typeof generatedVideos.$inferSelect;
export type NewGeneratedVideoRow = typeof generatedVideos.$inferInsert;
