import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { uploads, type NewUploadRow, type UploadRow } from './uploads.schema';

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

/** Which of these uploads are the user's, with their kind. */
export async function findOwnUploads(tx: Tx, userId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: uploads.id, kind: uploads.kind })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.id, [...ids])));
}
