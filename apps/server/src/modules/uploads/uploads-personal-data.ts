import { asc, eq } from 'drizzle-orm';
import type { PersonalDataStep } from '../../db/personal-data';
import type { SharedDependencies } from '../../shared-dependencies';
import { uploadPreviewProxyKey } from './upload-preview-proxy-key';
import { uploads } from './uploads.schema';

/** A file name that is safe inside a ZIP on any system: no folders, no odd characters. */
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 100) || 'file';

/**
 * The person's photos and videos: exported with their files; after closing each is deleted with
 * its poster and preview proxy, its row once its files are gone, so a retry picks up where it
 * stopped.
 */
export const createUploadsPersonalData = (
  storage: Pick<SharedDependencies['storage'], 'remove'>,
): PersonalDataStep => ({
  module: 'uploads',
  tables: ['uploads'],
  async exportData(tx, userId, files) {
    const own = await tx
      .select()
      .from(uploads)
      .where(eq(uploads.userId, userId))
      .orderBy(asc(uploads.createdAt));
    return {
      uploads: own.map((upload) => ({
        uploadId: upload.id,
        kind: upload.kind,
        fileName: upload.fileName,
        bytes: upload.sizeBytes,
        width: upload.width,
        height: upload.height,
        durationSeconds: upload.durationSeconds,
        createdAt: upload.createdAt,
        file: files.add(upload.storageKey, `uploads/${upload.id}-${safeName(upload.fileName)}`),
      })),
    };
  },
  async eraseFiles(db, userId) {
    const own = await db.select().from(uploads).where(eq(uploads.userId, userId));
    for (const upload of own) {
      const proxy = upload.kind === 'video' ? uploadPreviewProxyKey(upload.storageKey) : null;
      for (const key of [upload.storageKey, upload.posterKey, proxy]) {
        if (key) await storage.remove(key);
      }
      await db.delete(uploads).where(eq(uploads.id, upload.id));
    }
  },
});
