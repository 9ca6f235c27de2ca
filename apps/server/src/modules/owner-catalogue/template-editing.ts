import {
  ErrorCode,
  TemplateAdminMessage,
  templateScene,
  type OwnerScene,
  type OwnerTemplate,
  type Scene,
  type TemplateFields,
  type TemplateMediaRole,
  type TemplateStatus,
} from '@frameshop/contract';
import type { Db, Tx } from '../../db/database';
import { AppError } from '../../http/app-error';
import {
  bumpCatalogueVersion,
  catalogueTemplates,
  markTemplateSaved,
  CatalogueWriter,
  type MediaUrls,
  preparationOf,
  type TemplateRow,
} from '../catalogue';
import { countTemplateOwners } from '../commerce';
import { compositionOfMedia } from './starting-scene';
import { auditTemplateChange, type Actor } from './template-audit';
import { columnsOf, fieldsOf, sizeOf } from './template-fields';
import {
  assertHasScene,
  assertStartingScene,
  layerSummary,
  ownerSceneOf,
  templateJsonWithLayers,
} from './template-scene';

/** The templates are the catalogue's: every change to them goes through its writer (ADR 39). */
const catalogue = new CatalogueWriter();

/**
 * The owner's templates and their starting scenes: made as drafts, saved over the revision they
 * were read at, published and retired, deleted while no one ever bought them.
 */
export class TemplateEditing {
  constructor(
    private readonly deps: {
      db: Db;
      urls: MediaUrls;
      /** Where the browser sends media files, as each answer tells it. */
      uploadsTo: 'api' | 'bucket';
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
      await auditTemplateChange(tx, actor, 'template.create', created.id, {
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
      // Left empty: the uploaded file's composition, as the buyer's page gives its size.
      const templateJson = columns.templateJson ?? compositionOfMedia(before);
      const saved = await catalogue.updateFields(
        tx,
        templateId,
        revision,
        { ...columns, templateJson },
        sizeOf(templateJson),
      );
      if (!saved) throw await this.conflict(tx, templateId);
      await auditTemplateChange(tx, actor, 'template.save', templateId, {
        before: fieldsOf(before),
        after: fieldsOf(saved),
      });
      await markTemplateSaved(tx, before, saved);
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
      await auditTemplateChange(
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
      await auditTemplateChange(tx, actor, 'template.delete', templateId, {
        before: fieldsOf(before),
      });
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
      await auditTemplateChange(tx, actor, 'template.scene', templateId, {
        before: layerSummary(templateScene(before.templateJson).layers),
        after: layerSummary(scene.layers),
      });
      // What buyers start from changed: a version moved, as for every change they can see (ADR 25).
      await markTemplateSaved(tx, before, saved);
      return { revision: saved.revision };
    });
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
        uploadsTo: this.deps.uploadsTo,
      },
      owners: await countTemplateOwners(db, row.id),
      warnings,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }
}
