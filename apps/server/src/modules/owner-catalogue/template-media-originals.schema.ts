import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { templates } from '../catalogue/catalogue.schema';

/**
 * Every file an owner's upload stored as a template's media original, the newest and the ones
 * sent since replaced: an upload asked about again, or completed again, after its answer was lost
 * is answered from here as already recorded, never recorded a second time.
 */
export const templateMediaOriginals = pgTable(
  'template_media_originals',
  {
    /** Where the original is stored; it names the template, the role and the upload. */
    key: text('key').primaryKey(),
    templateId: bigint('template_id', { mode: 'number' })
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    /**
     * The upload's id: the dashboard's for a file sent in chunks, the bucket's for one sent
     * straight to it. Null for originals recorded before uploads had an id of their own.
     */
    uploadId: text('upload_id'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('template_media_originals_upload_idx').on(table.templateId, table.uploadId)],
);
