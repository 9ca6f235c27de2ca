import type { Upload } from '@frameshop/contract';
import type { MediaStorage } from '../media';
import type { UploadRow } from './uploads.schema';

/** How long the links in an answer last: an editing session, with room to spare. */
export const UPLOAD_LINK_TTL_SECONDS = 6 * 3600;

/** An upload as the API answers it, with links to its file and poster. */
export async function toUpload(storage: MediaStorage, row: UploadRow): Promise<Upload> {
  return {
    uploadId: row.id,
    kind: row.kind,
    width: row.width,
    height: row.height,
    durationSeconds: row.durationSeconds,
    mimeType: row.mimeType as Upload['mimeType'],
    sizeBytes: row.sizeBytes,
    fileName: row.fileName,
    rotation: row.rotation,
    hasAudio: row.hasAudio,
    url: await storage.signedUrl(row.storageKey, UPLOAD_LINK_TTL_SECONDS),
    posterUrl: row.posterKey
      ? await storage.signedUrl(row.posterKey, UPLOAD_LINK_TTL_SECONDS)
      : null,
    createdAt: row.createdAt.toISOString(),
  };
}
