import {
  CatalogueMessage,
  compSizeOf,
  DraftMessage,
  FIRST_DRAFT_REVISION,
  templateScene,
  type Draft,
  type DraftTemplate,
  type Scene,
} from '@frameshop/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { catalogueTemplates, type MediaUrls, type TemplateRow } from '../catalogue';
import { uploadRecords } from '../uploads';
import { findDraft, insertFirstDraft, updateDraftFrom } from './drafts.repository';
import type { DraftRow } from './drafts.schema';

/**
 * Drafts: each user's own scene of a template, saved with a revision so that a save made from an
 * older revision never overwrites a newer one. Everything is checked before the single statement
 * that writes, so a refused save leaves the stored draft as it was.
 */
export class DraftsService {
  constructor(private readonly deps: { db: Db; urls: MediaUrls }) {}

  /** The saved draft, or the template's starting scene at revision 0 when there is none. */
  async load(userId: string, templateId: number): Promise<Draft> {
    const template = await this.template(templateId);
    const row = await findDraft(this.deps.db, userId, templateId);
    return row ? this.toDraft(template, row) : this.startingDraft(template);
  }

  async save(
    userId: string,
    templateId: number,
    request: { baseRevision: number; scene: Scene },
  ): Promise<Draft> {
    const { db } = this.deps;
    const template = await this.template(templateId);
    const { baseRevision, scene } = request;
    const comp = compSizeOf(template.templateJson);
    if (scene.width !== comp.width || scene.height !== comp.height) {
      throw AppError.badRequest(DraftMessage.wrongSize(comp.width, comp.height));
    }
    await this.assertOwnPhotos(userId, scene);
    const written =
      baseRevision === 0
        ? await insertFirstDraft(db, userId, templateId, FIRST_DRAFT_REVISION, scene)
        : await updateDraftFrom(db, userId, templateId, baseRevision, scene);
    if (written) return this.toDraft(template, written);

    const current = await findDraft(db, userId, templateId);
    if (!current || current.revision < baseRevision) {
      throw AppError.badRequest(DraftMessage.futureRevision);
    }
    throw AppError.conflict(DraftMessage.newerVersion, { draft: this.toDraft(template, current) });
  }

  private async template(templateId: number): Promise<TemplateRow> {
    const template = await catalogueTemplates.findTemplateForBuyers(this.deps.db, templateId);
    // A retired template's drafts stay their buyers'.
    if (!template) {
      throw AppError.notFound(CatalogueMessage.templateNotFound);
    }
    return template;
  }

  /** Every photo slot names one of the user's own photos (or none). */
  private async assertOwnPhotos(userId: string, scene: Scene): Promise<void> {
    const slots = scene.layers.flatMap((layer) =>
      layer.type === 'image' && layer.uploadId ? [{ layerId: layer.id, id: layer.uploadId }] : [],
    );
    const own = new Map(
      (
        await uploadRecords.findOwnUploads(this.deps.db, userId, [
          ...new Set(slots.map((slot) => slot.id)),
        ])
      ).map((upload) => [upload.id, upload.kind]),
    );
    for (const slot of slots) {
      const kind = own.get(slot.id);
      if (!kind) throw AppError.badRequest(DraftMessage.foreignUpload(slot.layerId), slot);
      if (kind !== 'image') throw AppError.badRequest(DraftMessage.videoInSlot(slot.layerId), slot);
    }
  }

  private summary(template: TemplateRow): DraftTemplate {
    const { overlayPreview, preview } = template.media;
    const publicUrl = (key: string | undefined) => (key ? this.deps.urls.publicUrl(key) : null);
    return {
      templateId: String(template.id),
      kind: template.kind,
      templateName: template.name,
      // The reduced, watermarked overlay: the full-size one is what a buyer pays for (ADR 13).
      overlayUrl: publicUrl(overlayPreview),
      previewVideoUrl: template.kind === 'video' ? publicUrl(preview) : null,
    };
  }

  private startingDraft(template: TemplateRow): Draft {
    return {
      template: this.summary(template),
      revision: 0,
      scene: templateScene(template.templateJson),
      savedAt: null,
    };
  }

  private toDraft(template: TemplateRow, row: DraftRow): Draft {
    return {
      template: this.summary(template),
      revision: row.revision,
      scene: row.scene,
      savedAt: row.savedAt.toISOString(),
    };
  }
}
