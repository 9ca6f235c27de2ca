import {
  BucketUploadMessage,
  ErrorCode,
  TEMPLATE_MEDIA_ROLES,
  TemplateAdminMessage,
  templateScene,
  type BucketPart,
  type BucketUploadSession,
  type OwnerScene,
  type OwnerTemplate,
  type Scene,
  type TemplateFields,
  type TemplateMediaRole,
  type TemplateStatus,
} from '@frameshop/contract';
import type { Readable } from 'node:stream';
import type { Db, Tx } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { JobPayloads, JobQueue } from '../../jobs';
import { auditLog } from '../admin';
import {
  bumpCatalogueVersion,
  catalogueTemplates,
  CatalogueWriter,
  type MediaUrls,
  preparationOf,
  type TemplateRow,
} from '../catalogue';
import { countTemplateOwners } from '../commerce';
import { columnsOf, fieldsOf, sizeOf } from './template-fields';
import {
  assertHasScene,
  assertStartingScene,
  layerSummary,
  ownerSceneOf,
  templateJsonWithLayers,
} from './template-scene';
import type { BucketUploads } from './bucket-uploads';
import { uploadKeyPrefix, type TemplateUploads } from './template-uploads';

/** The templates are the catalogue's: every change to them goes through its writer (ADR 39). */
const catalogue = new CatalogueWriter();

/** Who changes the catalogue, for the audit log. */
export interface Actor {
  adminUserId: string;
  address: string;
}

/**
 * The owner's side of the catalogue: templates made as drafts, saved over the revision they were
 * read at, published and retired, deleted while no one ever bought them; their media uploaded and
 * then prepared by a job. Every change is in the audit log, in the change's own transaction, and a
 * change to what buyers see bumps the catalogue's version (ADR 25).
 */
export class OwnerCatalogueService {
  constructor(
    private readonly deps: {
      db: Db;
      urls: MediaUrls;
      uploads: TemplateUploads;
      /** Present when media live in a bucket: the browser then sends files straight to it. */
      bucketUploads?: BucketUploads | undefined;
      jobs: Pick<JobQueue<JobPayloads>, 'send'>;
    },
  ) {}

  async get(templateId: number, warnings: string[] = []): Promise<OwnerTemplate> {
    const row = await catalogueTemplates.findTemplateById(this.deps.db, templateId);
    if (!row) throw AppError.notFound(TemplateAdminMessage.notFound);
    return this.describe(this.deps.db, row, warnings);
  }

  async create(actor: Actor, fields: TemplateFields): Promise<OwnerTemplate> {
    const { columns, warnings } = columnsOf(fields);
    const row = await this.writingSku(fields.sku, undefined, async (tx) => {
      const created = await catalogue.insertDraft(
        tx,
        columns,
        sizeOf(columns.templateJson ?? null),
      );
      await this.audit(tx, actor, 'template.create', created.id, {
        after: fieldsOf(created),
      });
      return created;
    });
    return this.describe(this.deps.db, row, warnings);
  }

  async save(
    actor: Actor,
    templateId: number,
    fields: TemplateFields,
    revision: number,
  ): Promise<OwnerTemplate> {
    const { columns, warnings } = columnsOf(fields);
    const row = await this.writingSku(fields.sku, templateId, async (tx) => {
      const before = await this.current(tx, templateId, revision);
      if (before.kind !== fields.kind) throw AppError.badRequest(TemplateAdminMessage.kindFixed);
      const saved = await catalogue.updateFields(
        tx,
        templateId,
        revision,
        columns,
        sizeOf(columns.templateJson ?? null),
      );
      if (!saved) throw await this.conflict(tx, templateId);
      await this.audit(tx, actor, 'template.save', templateId, {
        before: fieldsOf(before),
        after: fieldsOf(saved),
      });
      if (saved.status !== 'draft') await bumpCatalogueVersion(tx);
      return saved;
    });
    return this.describe(this.deps.db, row, warnings);
  }

  async changeStatus(
    actor: Actor,
    templateId: number,
    status: TemplateStatus,
    revision: number,
  ): Promise<OwnerTemplate> {
    const row = await this.deps.db.transaction(async (tx) => {
      const before = await this.current(tx, templateId, revision);
      if (before.status === status) return before;
      const moved = await catalogue.moveStatus(tx, before, revision, status, {
        ready: preparationOf(before).state === 'ready',
        owners: () => countTemplateOwners(tx, templateId),
      });
      if ('refusal' in moved) throw new AppError(ErrorCode.Conflict, 409, moved.refusal);
      const changed = moved.row;
      if (!changed) throw await this.conflict(tx, templateId);
      await this.audit(
        tx,
        actor,
        `template.${status === 'published' ? 'publish' : status}`,
        templateId,
        {
          before: before.status,
          after: status,
        },
      );
      await bumpCatalogueVersion(tx);
      return changed;
    });
    return this.describe(this.deps.db, row, []);
  }

  async remove(actor: Actor, templateId: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const before = await catalogue.lock(tx, templateId);
      if (!before) throw AppError.notFound(TemplateAdminMessage.notFound);
      // Nobody ever bought it: the draft may go.
      const owned = (await countTemplateOwners(tx, templateId)) > 0;
      if (owned || !(await catalogue.deleteDraft(tx, templateId))) {
        throw new AppError(ErrorCode.Conflict, 409, TemplateAdminMessage.cannotDelete);
      }
      await this.audit(tx, actor, 'template.delete', templateId, { before: fieldsOf(before) });
    });
  }

  // ── Starting scene ─────────────────────────────────────────────────────────────────────────────

  /** The template as the canvas editor opens it in template mode. */
  async getScene(templateId: number): Promise<OwnerScene> {
    const row = await catalogueTemplates.findTemplateById(this.deps.db, templateId);
    if (!row) throw AppError.notFound(TemplateAdminMessage.notFound);
    assertHasScene(row);
    return ownerSceneOf(row, this.deps.urls);
  }

  /**
   * Saves the scene every new buyer starts from (the layers of templateJson) over `revision`.
   * Buyers' saved drafts are theirs and stay as they are.
   */
  async saveScene(
    actor: Actor,
    templateId: number,
    scene: Scene,
    revision: number,
  ): Promise<{ revision: number }> {
    return this.deps.db.transaction(async (tx) => {
      const before = await this.current(tx, templateId, revision);
      assertStartingScene(before, scene);
      const saved = await catalogue.updateTemplateJson(
        tx,
        templateId,
        revision,
        templateJsonWithLayers(before, scene),
      );
      if (!saved) throw await this.conflict(tx, templateId);
      await this.audit(tx, actor, 'template.scene', templateId, {
        before: layerSummary(templateScene(before.templateJson).layers),
        after: layerSummary(scene.layers),
      });
      // What buyers start from changed: a version bump, as for every change they can see (ADR 25).
      if (saved.status !== 'draft') await bumpCatalogueVersion(tx);
      return { revision: saved.revision };
    });
  }

  // ── Media ──────────────────────────────────────────────────────────────────────────────────────

  /** How much of one upload arrived, and whether it was stored as the role's file. */
  async uploadState(templateId: number, role: TemplateMediaRole, uploadId: string) {
    const row = await this.withRole(templateId, role);
    const received = await this.deps.uploads.received(templateId, role, uploadId);
    const complete =
      received === 0 &&
      (preparationOf(row).uploaded[role]?.startsWith(uploadKeyPrefix(row.id, role, uploadId)) ||
        (await auditLog.hasAuditEntry(this.deps.db, 'template.media', {
          templateId: String(row.id),
          uploadId,
        })));
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
    return auditLog.hasAuditEntry(this.deps.db, 'template.media', {
      templateId: String(row.id),
      key,
    });
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
   * generation, audited, and the media prepared again by the job, in one transaction. The newest
   * original wins: a preparation still running for an older one writes nothing more.
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
      await this.audit(tx, actor, 'template.media', templateId, { role, ...stored });
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

  /** The row, locked, if it is still at `revision`; the conflict otherwise. */
  private async current(tx: Tx, templateId: number, revision: number): Promise<TemplateRow> {
    const row = await catalogue.lock(tx, templateId);
    if (!row) throw AppError.notFound(TemplateAdminMessage.notFound);
    if (row.revision !== revision) throw await this.conflict(tx, templateId);
    return row;
  }

  private async conflict(tx: Tx, templateId: number): Promise<AppError> {
    const row = await catalogueTemplates.findTemplateById(tx, templateId);
    if (!row) return AppError.notFound(TemplateAdminMessage.notFound);
    return AppError.conflict(TemplateAdminMessage.revisionConflict, {
      template: await this.describe(tx, row, []),
    });
  }

  /**
   * A transaction that gives template `self` (a new one: undefined) the `sku`. Another template
   * holding it answers 409, whether it is found first or meets this write at the unique index (two
   * saves of one sku at once, each finding it free).
   */
  private async writingSku<T>(
    sku: string | null,
    self: number | undefined,
    work: (tx: Tx) => Promise<T>,
  ): Promise<T> {
    const taken = () => AppError.conflict(TemplateAdminMessage.skuTaken(sku!), { field: 'sku' });
    try {
      return await this.deps.db.transaction(async (tx) => {
        const holder = sku === null ? undefined : await catalogue.findBySku(tx, sku);
        if (holder && holder.id !== self) throw taken();
        return work(tx);
      });
    } catch (error) {
      if (sku !== null && catalogueTemplates.isSkuTaken(error)) throw taken();
      throw error;
    }
  }

  private audit(tx: Tx, actor: Actor, action: string, templateId: number, details: object) {
    return auditLog.insertAuditEntry(tx, {
      adminUserId: actor.adminUserId,
      address: actor.address,
      action,
      details: { templateId: String(templateId), ...details },
    });
  }

  private async describe(db: Tx, row: TemplateRow, warnings: string[]): Promise<OwnerTemplate> {
    const preparation = preparationOf(row);
    const { urls } = this.deps;
    return {
      templateId: String(row.id),
      status: row.status,
      revision: row.revision,
      fields: fieldsOf(row),
      media: {
        state: preparation.state,
        progress: preparation.progress,
        message: preparation.message,
        uploaded: Object.keys(preparation.uploaded) as TemplateMediaRole[],
        posterUrl: row.media.poster ? urls.publicUrl(row.media.poster) : null,
        previewUrl: row.media.preview ? urls.publicUrl(row.media.preview) : null,
        uploadsTo: this.uploadsTo,
      },
      owners: await countTemplateOwners(db, row.id),
      warnings,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }
}
