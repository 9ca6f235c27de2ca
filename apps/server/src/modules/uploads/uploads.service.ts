import { UploadMessage, type UploadList } from '@frameshop/contract';
import { AppError } from '../../http/app-error';
import type { CallerLog } from '../../observability';
import { toUpload } from './upload-answer';
import { UploadIntake } from './upload-intake';
import { uploadPreviewProxyKey } from './upload-preview-proxy-key';
import * as repository from './uploads.repository';
import type { UploadsServiceDependencies } from './uploads-dependencies';
import type { UploadRow } from './uploads.schema';
import { isUuid } from '../../db/is-uuid';
import { lockAccount } from '../users';

/** A user's own photos and videos: taken in, checked from their content, listed and deleted. */
export class UploadsService {
  /** Takes uploads in (`create` from a request's parts, `createFrom` a file the server has). */
  readonly intake: UploadIntake;

  constructor(private readonly deps: UploadsServiceDependencies) {
    this.intake = new UploadIntake(deps);
  }

  async list(userId: string): Promise<UploadList> {
    const rows = await repository.listUploads(this.deps.db, userId);
    const usedBytes = rows.reduce((sum, row) => sum + row.sizeBytes, 0);
    const { limits } = this.deps;
    return {
      uploads: await Promise.all(rows.map((row) => toUpload(this.deps.storage, row))),
      limits: {
        maxImageBytes: limits.maxImageBytes,
        maxVideoBytes: limits.maxVideoBytes,
        maxVideoSeconds: limits.maxVideoSeconds,
        quotaBytes: limits.quotaBytes,
        usedBytes,
        maxUploads: limits.maxCount,
      },
    };
  }

  /** One of the user's uploads, for the modules that place it into a template. */
  async find(userId: string, uploadId: string): Promise<UploadRow | undefined> {
    if (!isUuid(uploadId)) return undefined;
    return repository.findUpload(this.deps.db, userId, uploadId);
  }

  /**
   * Deletes the row, then its files; another user's upload or an unknown id is not found, and one
   * that other work still needs (a batch being made) is refused (409). `log` is the asking
   * request's.
   */
  async remove(userId: string, uploadId: string, log: CallerLog): Promise<void> {
    const row = isUuid(uploadId)
      ? await this.deps.db.transaction(async (tx) => {
          await lockAccount(tx, userId);
          for (const hold of this.deps.holds ?? []) {
            const refusal = await hold(tx, userId, uploadId);
            if (refusal) throw AppError.conflict(refusal);
          }
          return repository.deleteUpload(tx, userId, uploadId);
        })
      : undefined;
    if (!row) throw AppError.notFound(UploadMessage.notFound);
    // After the commit: a file that outlives a failed removal costs disk, a row without its file
    // would break the editor.
    // A video's preview proxy is the customer's picture too.
    const proxyKey = row.kind === 'video' ? uploadPreviewProxyKey(row.storageKey) : null;
    for (const key of [row.storageKey, row.posterKey, proxyKey]) {
      if (!key) continue;
      await this.deps.storage.remove(key).catch((error: unknown) => {
        log.warn({ err: error, key }, 'an upload file could not be removed');
      });
    }
  }
}
