import {
  BucketUploadMessage,
  ErrorCode,
  TEMPLATE_MEDIA_ROLES,
  TemplateAdminMessage,
  type BucketPart,
  type BucketUploadSession,
  type TemplateMediaRole,
} from '@frameshop/contract';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { JobPayloads, JobQueue } from '../../jobs';
import { catalogueTemplates, CatalogueWriter, preparationOf, type TemplateRow } from '../catalogue';
import type { BucketUploads } from './bucket-uploads';
import { auditTemplateChange, type Actor } from './template-audit';
import {
  hasOriginalAt,
  hasOriginalOfUpload,
  insertOriginal,
} from './template-media-originals.repository';
import { uploadKeyPrefix, type TemplateUploads } from './template-uploads';

/** The templates are the catalogue's: every change to them goes through its writer (ADR 39). */
const catalogue = new CatalogueWriter();

/**
 * A template's media originals: uploaded in resumable chunks through the API, or straight to the
 * bucket, each stored original recorded and then prepared again by a job.
 */
export class TemplateMedia {
  constructor(
    private readonly deps: {
      db: Db;
      uploads: TemplateUploads;
      /** Present when media live in a bucket: the browser then sends files straight to it. */
      bucketUploads?: BucketUploads | undefined;
      jobs: Pick<JobQueue<JobPayloads>, 'send'>;
    },
  ) {}

  /**
   * How much of one upload arrived, and whether it was stored as the role's file, now or before
   * (an original sent since replaced it).
   */
  async uploadState(templateId: number, role: TemplateMediaRole, uploadId: string) {
    const row = await this.withRole(templateId, role);
    const received = await this.deps.uploads.received(templateId, role, uploadId);
    const complete =
      received === 0 &&
      (preparationOf(row).uploaded[role]?.startsWith(uploadKeyPrefix(row.id, role, uploadId)) ||
        (await hasOriginalOfUpload(this.deps.db, row.id, uploadId)));
    return { role, received, complete };
  }

  /**
   * One chunk of an upload of an original; the last stores it and asks for the media to be
   * prepared again, recorded in the audit log.
   */
  async uploadChunk(
    actor: Actor,
    templateId: number,
    role: TemplateMediaRole,
    chunk: { uploadId: string; offset: number; last: boolean; body: Readable },
  ) {
    await this.withRole(templateId, role);
    const { received, storedKey } = await this.deps.uploads.append(templateId, role, chunk);
    if (!storedKey) return { role, received, complete: false };
    return this.recordOriginal(actor, templateId, role, {
      key: storedKey,
      bytes: received,
      uploadId: chunk.uploadId,
    });
  }

  // ── Media straight to the bucket ───────────────────────────────────────────────────────────────

  async startBucketUpload(
    templateId: number,
    role: TemplateMediaRole,
    file: { size: number; contentType: string },
  ) {
    await this.withRole(templateId, role);
    return this.bucket().start(templateId, role, file);
  }

  async bucketPartUrls(
    templateId: number,
    role: TemplateMediaRole,
    session: BucketUploadSession,
    asked: { size: number; partNumbers: readonly number[] },
  ) {
    await this.withRole(templateId, role);
    return this.bucket().partUrls(templateId, role, session, asked.size, asked.partNumbers);
  }

  async bucketParts(templateId: number, role: TemplateMediaRole, session: BucketUploadSession) {
    await this.withRole(templateId, role);
    return this.bucket().parts(templateId, role, session);
  }

  /** Joins and checks the parts, then records the original as the last chunk does. */
  async completeBucketUpload(
    actor: Actor,
    templateId: number,
    role: TemplateMediaRole,
    session: BucketUploadSession,
    parts: readonly BucketPart[],
  ) {
    const row = await this.withRole(templateId, role);
    const { key, bytes, again } = await this.bucket().complete(templateId, role, session, parts);
    // Asked again after the first try recorded it: the same answer, not a second preparation,
    // and never the file back over one the owner sent since.
    if (again && (await this.wasRecorded(row, role, key))) {
      return { role, received: bytes, complete: true as const };
    }
    return this.recordOriginal(actor, templateId, role, { key, bytes, uploadId: session.uploadId });
  }

  /** Whether the file under `key` was recorded as the role's original, now or before. */
  private async wasRecorded(row: TemplateRow, role: TemplateMediaRole, key: string) {
    if (preparationOf(row).uploaded[role] === key) return true;
    return hasOriginalAt(this.deps.db, row.id, key);
  }

  async abortBucketUpload(
    templateId: number,
    role: TemplateMediaRole,
    session: BucketUploadSession,
  ) {
    await this.withRole(templateId, role);
    await this.bucket().abort(templateId, role, session);
    return { aborted: true as const };
  }

  /** Where the browser sends media files: the bucket when there is one. */
  get uploadsTo(): 'api' | 'bucket' {
    return this.deps.bucketUploads ? 'bucket' : 'api';
  }

  private bucket(): BucketUploads {
    if (!this.deps.bucketUploads) {
      throw new AppError(ErrorCode.Conflict, 409, BucketUploadMessage.notOnThisStore);
    }
    return this.deps.bucketUploads;
  }

  /**
   * A stored original becomes the role's file: recorded as the template's newest media
   * generation and among its originals, audited, and the media prepared again by the job, in one
   * transaction. The newest original wins: a preparation still running for an older one writes
   * nothing more.
   */
  private async recordOriginal(
    actor: Actor,
    templateId: number,
    role: TemplateMediaRole,
    stored: { key: string; bytes: number; uploadId: string },
  ) {
    await this.deps.db.transaction(async (tx) => {
      const row = await catalogue.lock(tx, templateId);
      if (!row) throw AppError.notFound(TemplateAdminMessage.notFound);
      const before = preparationOf(row);
      const generation = await catalogue.recordNewOriginal(tx, templateId, {
        uploaded: { ...before.uploaded, [role]: stored.key },
        state: 'preparing',
        progress: 0,
        message: null,
      });
      await insertOriginal(tx, { key: stored.key, templateId, role, uploadId: stored.uploadId });
      await auditTemplateChange(tx, actor, 'template.media', templateId, { role, ...stored });
      await this.deps.jobs.send('prepare-template-media', { templateId, generation }, { tx });
    });
    return { role, received: stored.bytes, complete: true };
  }

  // ── Helpers ────────────────────────────────────────────────────────────────────────────────────

  private async withRole(templateId: number, role: TemplateMediaRole): Promise<TemplateRow> {
    const row = await catalogueTemplates.findTemplateById(this.deps.db, templateId);
    if (!row) throw AppError.notFound(TemplateAdminMessage.notFound);
    if (!TEMPLATE_MEDIA_ROLES[row.kind].includes(role)) {
      throw AppError.badRequest(TemplateAdminMessage.roleNotForKind(role, row.kind));
    }
    return row;
  }
}
