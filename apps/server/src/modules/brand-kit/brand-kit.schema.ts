import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

/**
 * Brand kits (ADR 60), each keyed by the account that owns it (`account_id`, a row of `users`: a
 * person's account or a team's). Fonts and logos are private media under `storage_key`; an
 * account's row cannot be deleted while they remain (`restrict`), so no file is left without its
 * owner: closing an account deletes them with their files.
 */

/** The kit's colours, in the order the kit shows them. */
export interface BrandKitColor {
  name: string;
  hex: string;
}

/** The kit's own settings; a kit with none yet has no row and reads as empty. */
export const brandKits = pgTable('brand_kits', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  colors: jsonb('colors').$type<BrandKitColor[]>().notNull().default([]),
  headingFontId: uuid('heading_font_id').references(() => brandKitFonts.id, {
    onDelete: 'set null',
  }),
  bodyFontId: uuid('body_font_id').references(() => brandKitFonts.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A font file of a kit: the plain OpenType file it was unpacked to, as parsed when it came. */
export const brandKitFonts = pgTable(
  'brand_kit_fonts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    family: text('family').notNull(),
    weight: integer('weight').notNull(),
    style: text('style', { enum: ['normal', 'italic'] }).notNull(),
    hasDevanagari: boolean('has_devanagari').notNull().default(false),
    /** The name it was sent with, cleaned, for display only. */
    fileName: text('file_name').notNull(),
    /** SHA-256 of the kept file, hex: the family it is drawn under is named for it. */
    contentSha256: text('content_sha256').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('brand_kit_fonts_account_idx').on(table.accountId, table.createdAt),
    uniqueIndex('brand_kit_fonts_account_content_idx').on(table.accountId, table.contentSha256),
    check('brand_kit_fonts_size_positive', sql`${table.sizeBytes} > 0`),
  ],
);

/** A logo of a kit: a PNG, JPEG or WebP picture, transparency kept. */
export const brandKitLogos = pgTable(
  'brand_kit_logos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    mimeType: text('mime_type').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('brand_kit_logos_account_idx').on(table.accountId, table.createdAt),
    check('brand_kit_logos_dimensions_positive', sql`${table.width} > 0 and ${table.height} > 0`),
  ],
);

export type BrandKitFontRow = typeof brandKitFonts.$inferSelect;
export type BrandKitLogoRow = typeof brandKitLogos.$inferSelect;
