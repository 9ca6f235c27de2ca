import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { templateMediaOriginals } from './template-media-originals.schema';

/** The original stored under `key`, recorded once: recording it again changes nothing. */
export async function insertOriginal(
  tx: Tx,
  original: { key: string; templateId: number; role: string; uploadId: string },
): Promise<void> {
  await tx.insert(templateMediaOriginals).values(original).onConflictDoNothing();
}

/** Whether the template ever recorded an original from the upload `uploadId`. */
export async function hasOriginalOfUpload(
  db: Db,
  templateId: number,
  uploadId: string,
): Promise<boolean> {
  const rows = await db
    .select({ key: templateMediaOriginals.key })
    .from(templateMediaOriginals)
    .where(
      and(
        eq(templateMediaOriginals.templateId, templateId),
        eq(templateMediaOriginals.uploadId, uploadId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether the template ever recorded the file under `key` as an original. */
export async function hasOriginalAt(db: Db, templateId: number, key: string): Promise<boolean> {
  const rows = await db
    .select({ key: templateMediaOriginals.key })
    .from(templateMediaOriginals)
    .where(
      and(eq(templateMediaOriginals.templateId, templateId), eq(templateMediaOriginals.key, key)),
    )
    .limit(1);
  return rows.length > 0;
}
