import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { users } from '../../db/schema';
import { uploads, type NewUploadRow, type UploadRow } from './uploads.schema';

/**
 * Locks the owner's row until the transaction ends, so two uploads of one user finishing at once
 * check the quota one after the other and cannot both squeeze into the last free bytes.
 */
export async function lockOwner(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row !== undefined;
}

/** The bytes and the number of files a user keeps. */
export async function usageOf(tx: Tx, userId: string): Promise<{ bytes: number; count: number }> {
  const [row] = await tx
    .select({
      bytes: sql<string>`coalesce(sum(${uploads.sizeBytes}), 0)`,
      count: count(),
    })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  return { bytes: Number(row?.bytes ?? 0), count: row?.count ?? 0 };
}

export async function insertUpload(tx: Tx, row: NewUploadRow): Promise<UploadRow> {
  const [inserted] = await tx.insert(uploads).values(row).returning();
  if (!inserted) throw new Error('The upload row was not inserted.');
  return inserted;
}

/** Newest first; the id breaks ties between uploads of the same instant. */
export async function listUploads(tx: Tx, userId: string): Promise<UploadRow[]> {
  return tx
    .select()
    .from(uploads)
    .where(eq(uploads.userId, userId))
    .orderBy(desc(uploads.createdAt), desc(uploads.id));
}

export async function findUpload(
  tx: Tx,
  userId: string,
  id: string,
): Promise<UploadRow | undefined> {
  const [row] = await tx
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.userId, userId)));
  return row;
}

/** The user's upload of exactly these bytes, if they sent them before. */
export async function findUploadByContent(
  tx: Tx,
  userId: string,
  contentSha256: string,
): Promise<UploadRow | undefined> {
  const [row] = await tx
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.contentSha256, contentSha256)))
    .limit(1);
  return row;
}

/** Deletes one of the user's uploads and answers it; undefined when they have no such upload. */
export async function deleteUpload(
  tx: Tx,
  userId: string,
  id: string,
): Promise<UploadRow | undefined> {
  const [row] = await tx
    .delete(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.userId, userId)))
    .returning();
  return row;
}
