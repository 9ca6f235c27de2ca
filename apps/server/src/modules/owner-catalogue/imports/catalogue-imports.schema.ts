import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../users/users.schema';

/** A problem of one manifest row, as the import reports it. */
export interface StoredManifestProblem {
  row: number;
  field: string;
  message: string;
}

/**
 * A manifest imported through the dashboard (ADR 25): its progress while the job runs and its
 * outcome after, so any API process can answer how it stands.
 */
export const catalogueImports = pgTable('catalogue_imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  adminUserId: uuid('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
  /** `queued`, `running`, `finished` or `failed`. */
  state: text('state').notNull().default('queued'),
  totalRows: integer('total_rows').notNull(),
  doneRows: integer('done_rows').notNull().default(0),
  created: integer('created').notNull().default(0),
  updated: integer('updated').notNull().default(0),
  unchanged: integer('unchanged').notNull().default(0),
  problems: jsonb('problems').$type<StoredManifestProblem[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

export type CatalogueImportRow = typeof catalogueImports.$inferSelect;
