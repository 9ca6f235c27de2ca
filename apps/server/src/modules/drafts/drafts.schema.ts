import type { Scene } from '@frameshop/contract';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { userTemplateColumns } from '../../db/user-template-columns';

/**
 * A buyer's draft of a template: one row per user and template, so a draft is only ever its
 * owner's. `revision` grows by one with each save; a save names the revision it was made from and
 * is written only if that is still the stored one (see drafts.repository.ts).
 */
export const drafts = pgTable(
  'drafts',
  {
    ...userTemplateColumns(),
    revision: integer('revision').notNull(),
    /** Validated against the contract's scene schema and limits before it is written. */
    scene: jsonb('scene').$type<Scene>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.templateId] }),
    check('drafts_revision_positive', sql`${table.revision} > 0`),
  ],
);

export type DraftRow = typeof drafts.$inferSelect;
