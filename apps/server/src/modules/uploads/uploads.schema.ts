import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

export const uploadKinds = ['image', 'video'] as const;

/**
 * A photo or video a user uploaded, checked from its content: the kind and type are what the
 * bytes turned out to be, the size and duration what ffmpeg read. The file is private media under
 * `storageKey`; a video's poster (one frame) under `posterKey`. Deleting the account's row is
 * refused while uploads remain (`restrict`), so no file is left without its owner.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: uploadKinds }).notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** As displayed, after the rotation below. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Null for photos. */
    durationSeconds: doublePrecision('duration_seconds'),
    /** Clockwise degrees a player turns the pictures (0, 90, 180, 270). */
    rotation: integer('rotation').notNull().default(0),
    hasAudio: boolean('has_audio').notNull().default(false),
    /** The video's codec as ffmpeg names it (h264, vp9…); null for photos. */
    videoCodec: text('video_codec'),
    /** Cleaned for display; never used as a path. */
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** SHA-256 of the file's bytes, hex: the same file sent again is answered with this one. */
    contentSha256: text('content_sha256'),
    posterKey: text('poster_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('uploads_user_idx').on(table.userId, table.createdAt),
    index('uploads_user_content_idx').on(table.userId, table.contentSha256),
    check('uploads_size_positive', sql`${table.sizeBytes} > 0`),
    check('uploads_dimensions_positive', sql`${table.width} > 0 and ${table.height} > 0`),
  ],
);

export type UploadRow = typeof uploads.$inferSelect;
export type NewUploadRow = typeof uploads.$inferInsert;
