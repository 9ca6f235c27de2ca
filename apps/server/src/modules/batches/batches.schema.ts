import type { ExportKind, OutputFormat, Scene } from '@frameshop/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

/** Where a batch's licence share stands (ADR 45): none was held (owned or free), or held, then one of the others. */
export const batchLicenceStates = ['none', 'held', 'granted', 'returned'] as const;
export type BatchLicenceState = (typeof batchLicenceStates)[number];

/**
 * A batch ("Make many", issue 65): one design made once per row. Its money is held here (ADR 45):
 * what was taken from the balance (`held`), what made rows and the licence were charged from it
 * (`charged`) and what went back (`returned`); the rest is still held for rows not yet made.
 */
export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: text('template_id').notNull(),
    templateName: text('template_name').notNull(),
    /** The member who made it for a team (ADR 59), as a render's `madeBy`; null otherwise. */
    madeBy: uuid('made_by').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['video', 'image'] })
      .$type<ExportKind>()
      .notNull(),
    format: text('format', { enum: ['mp4', 'png', 'jpeg'] })
      .$type<OutputFormat>()
      .notNull(),
    /** The design every row starts from, as confirmed. */
    scene: jsonb('scene').$type<Scene>().notNull(),
    rowCount: integer('row_count').notNull(),
    /** Every row's result: its size, and its length (a video). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    durationSeconds: doublePrecision('duration_seconds').notNull(),
    /** The confirmed price of one result: what a retried row holds again, whatever it costs now. */
    perResult: integer('per_result').notNull(),
    /** The template's licence in the total; 0 when owned or free. */
    licence: integer('licence').notNull(),
    licenceState: text('licence_state', { enum: batchLicenceStates }).notNull(),
    /** The ledger row of the confirm's hold: the licence granted with the first made row points to it. */
    holdLedgerId: bigint('hold_ledger_id', { mode: 'number' }),
    held: integer('held').notNull().default(0),
    charged: integer('charged').notNull().default(0),
    returned: integer('returned').notNull().default(0),
    /** Times failed rows were retried: names each re-hold of the licence apart. */
    retries: integer('retries').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Set by the settlement that left no row waiting or being made (once: the mail is sent then). */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('batches_user_idx').on(table.userId, table.createdAt),
    check(
      'batches_money_adds_up',
      sql`${table.charged} >= 0 and ${table.returned} >= 0 and ${table.charged} + ${table.returned} <= ${table.held}`,
    ),
  ],
);

/** Where a row's share of the hold stands: held until its render is made (charged) or not (returned). */
export const batchRowShares = ['held', 'charged', 'returned'] as const;
export type BatchRowShare = (typeof batchRowShares)[number];

/**
 * One row of a batch: what the sheet gave it, its current render order (a retry places a new one)
 * and its share of the money. Its status is its render's.
 */
export const batchRows = pgTable(
  'batch_rows',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    name: text('name'),
    texts: jsonb('texts').$type<Record<string, string>>().notNull(),
    photos: jsonb('photos').$type<Record<string, string>>().notNull(),
    /** The render order of the row's current attempt (a generated video). */
    renderId: uuid('render_id').notNull(),
    attempt: integer('attempt').notNull().default(1),
    share: text('share', { enum: batchRowShares }).notNull().default('held'),
  },
  (table) => [
    primaryKey({ columns: [table.batchId, table.row] }),
    index('batch_rows_render_idx').on(table.renderId),
  ],
);

/** The owner's price of one result of a batch, per kind (absent: `BULK_DEFAULT_PRICES`). */
export const bulkPrices = pgTable('bulk_prices', {
  kind: text('kind', { enum: ['video', 'image'] })
    .$type<ExportKind>()
    .primaryKey(),
  credits: integer('credits').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BatchRecord = typeof batches.$inferSelect;
export type BatchRowRecord = typeof batchRows.$inferSelect;
