import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  bigserial,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Media files of a template, as storage keys (see modules/media). What a buyer pays for (`source`,
 * `mask`, `overlay`, `compiled`) lives under `private/` and goes out only through signed links; the
 * catalogue and the editors show the reduced, watermarked `…Preview` files and the mock-ups, which
 * are public (ADR 13).
 */
export interface TemplateMediaKeys {
  /** Every template on sale has one; a draft has none until its media are prepared. */
  poster?: string;
  /**
   * What a shared link of the template's page shows: 1200×630, cut from the poster's frame.
   * Templates whose media were made before it have none; their link preview is the poster.
   */
  sharePicture?: string;
  /** Short animated preview (video, direct-sell), watermarked. */
  preview?: string;
  /** The full template clip with its green-screen window (video templates). Private. */
  source?: string;
  /** Grey-scale mask of the source's green-screen window, full size (video templates). Private. */
  mask?: string;
  /** The window's mask at preview size, for the editors' live preview (video templates). */
  maskPreview?: string;
  /** Transparent overlay PNG at full size (image templates). Private. */
  overlay?: string;
  /** The overlay reduced (long side ≤ 960 px) and watermarked (image templates). */
  overlayPreview?: string;
  /** The finished full-length video sold as is (direct-sell). Private. */
  compiled?: string;
}

/** The owner's originals (storage keys by role) and the state of the media made from them. */
export interface MediaPreparation {
  uploaded: Partial<Record<'video' | 'mask' | 'overlay', string>>;
  state: 'missing' | 'preparing' | 'ready' | 'failed';
  progress: number;
  message: string | null;
}

/** The unique index that keeps each sku on one template. */
export const SKU_CONSTRAINT = 'templates_sku_key';

/**
 * All three kinds of templates in one table: ids come from one sequence, so a digit id names one
 * template whatever its kind, and the list queries share their indexes.
 */
export const templates = pgTable(
  'templates',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 1001 }),
    kind: text('kind', { enum: ['video', 'image', 'direct-sell'] }).notNull(),
    /** Only `published` templates are listed and sold (ADR 25). */
    status: text('status', { enum: ['draft', 'published', 'retired'] })
      .notNull()
      .default('published'),
    /** The owner's own key for a template (a manifest's rows update by it). */
    sku: text('sku').unique(SKU_CONSTRAINT),
    /** Bumped by every owner's save: a save names the revision it started from. */
    revision: integer('revision').notNull().default(1),
    /** The poster's time in the clip, in seconds. */
    thumbnailFrame: real('thumbnail_frame'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sections: text('sections')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    compatibility: text('compatibility')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Global price, in credits. */
    price: integer('price').notNull(),
    /** India price, in credits; null means the global price applies. */
    priceInd: integer('price_ind'),
    purchaseCount: integer('purchase_count').notNull().default(0),
    videoLayout: text('video_layout').notNull().default('16:9'),
    greenScreenLayout: text('green_screen_layout'),
    greenScreenDimensions: text('green_screen_dimensions'),
    /** The template's composition description (at least width and height). */
    templateJson: jsonb('template_json').$type<Record<string, unknown>>(),
    width: integer('width').notNull().default(1920),
    height: integer('height').notNull().default(1080),
    durationSeconds: real('duration_seconds'),
    media: jsonb('media').$type<TemplateMediaKeys>().notNull(),
    /** The owner's uploaded originals and where preparing the media from them stands (ADR 25). */
    preparation: jsonb('preparation').$type<MediaPreparation>(),
    /**
     * Counts the owner's originals as they arrive (an upload, an import's files): a preparation
     * writes its progress and its outcome only while the generation it started from is still the
     * template's, so the newest file always wins over a preparation still running for an older one.
     */
    mediaGeneration: integer('media_generation').notNull().default(0),
    /**
     * Lower-cased name, description and categories: what the spec's substring match reads. The
     * search index's reader has each template's weighted document and orientation made as it
     * reads it (`template_search_document`, `template_orientation`, ADR 50).
     */
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the template first went on sale: its preview's `uploadDate` for search engines. Written
     * by the database (trigger `templates_first_published`, migration 0028) on whichever path
     * publishes it (the dashboard, an import, the demo catalogue), and kept when it is retired
     * and published again.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [
    // The public lists read published templates only: the indexes hold nothing else.
    index('templates_popularity_idx')
      .on(table.kind, table.purchaseCount, table.id)
      .where(sql`status = 'published'`),
    index('templates_price_idx')
      .on(table.kind, table.price, table.id)
      .where(sql`status = 'published'`),
    index('templates_price_ind_idx')
      .on(table.kind, sql`coalesce(${table.priceInd}, ${table.price})`, table.id)
      .where(sql`status = 'published'`),
    index('templates_sections_idx').using('gin', table.sections),
    check('templates_status_known', sql`${table.status} in ('draft', 'published', 'retired')`),
    check(
      'templates_prices_not_negative',
      sql`${table.price} >= 0 and coalesce(${table.priceInd}, 0) >= 0`,
    ),
  ],
);

/**
 * Sales not yet added up: the trigger on `licences` appends a row per template, buyer (and day, in
 * the dashboard's zone) that a statement licensed, and `count_template_sales()` (the recurring
 * `count-template-sales` job, and the dashboard before it reads) moves them into the templates'
 * `purchase_count` and the dashboard's per-template and per-buyer roll-ups. No buyer's transaction
 * then holds a popular template's rows until its commit, which made its buyers wait for each other
 * (ADR 17), nor its own roll-up rows, which a team's members bought under (ADR 63). No foreign key,
 * as the roll-ups it feeds have none: a template's history outlives it.
 */
export const templateSales = pgTable('template_sales', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  day: date('day', { mode: 'string' }).notNull(),
  templateId: bigint('template_id', { mode: 'number' }).notNull(),
  /** The buyer (null on rows written before migration 0053, counted for their buyer then). */
  userId: uuid('user_id'),
  count: integer('count').notNull(),
});

export type TemplateRow = typeof templates.$inferSelect;
export type NewTemplate = Omit<
  typeof templates.$inferInsert,
  'id' | 'searchText' | 'createdAt' | 'updatedAt' | 'publishedAt'
>;

/**
 * One row, bumped in the transaction of every change to what the public catalogue shows: each API
 * process watches it and drops its cached answers when it moves (ADR 25).
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    /**
     * Moved by a save of templates alone (their words, fields, media; not what is on sale nor
     * the sections): kept answers it does not change are kept through it (ADR 64).
     */
    templatesVersion: bigint('templates_version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('catalogue_version_one_row', sql`${table.id}`)],
);

/** A transaction id as PostgreSQL counts them (64 bits), read as text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Each template's last write to what a search reads, by its transaction: the search index of
 * every API process reads the templates stamped since its last read (ADR 50), a deleted one's
 * stamp included. Written by triggers (migration 0037), beside the template's row so that the
 * row's own indexes are not written for it.
 */
export const templateSearchChanges = pgTable(
  'template_search_changes',
  {
    templateId: bigint('template_id', { mode: 'number' }).primaryKey(),
    changed: xid8('changed')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (table) => [index('template_search_changes_changed_idx').on(table.changed)],
);

/**
 * Each template's last sale (its `purchase_count` changed), by its transaction, apart from
 * `template_search_changes` (ADR 58): a sale moves the template in popularity order only, so the
 * search index reads its count alone and keeps its postings and the answers of other words.
 * Written by a trigger (migration 0045).
 */
export const templatePopularityChanges = pgTable(
  'template_popularity_changes',
  {
    templateId: bigint('template_id', { mode: 'number' }).primaryKey(),
    changed: xid8('changed')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (table) => [index('template_popularity_changes_changed_idx').on(table.changed)],
);

/**
 * Each snapshot of the search index written to disk (ADR 58), by the id its file holds. A
 * snapshot is read at boot only if this database holds its row: a database restored to before
 * it was written, or another store's, does not, and its processes load from the database.
 */
export const searchIndexSnapshots = pgTable('search_index_snapshots', {
  id: uuid('id').primaryKey(),
  writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
});
