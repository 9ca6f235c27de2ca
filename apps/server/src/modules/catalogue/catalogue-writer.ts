import type { TemplateStatus } from '@frameshop/contract';
import type { Db, Tx } from '../../db/database';
import { bumpCatalogueVersion, markTemplateSaved } from './catalogue-version';
import type { MediaPreparation, NewTemplate, TemplateRow } from './catalogue.schema';
import { statusMoveRefusal, type MoveFacts } from './status-moves';
import {
  addMediaKeys,
  allTemplates,
  deleteDraft,
  findBySku,
  insertDraft,
  insertImported,
  lockTemplate,
  recordNewOriginal,
  recordPreparedMedia,
  setPreparation,
  updateFields,
  updateImported,
  updateStatus,
  updateTemplateJson,
  type PreparedColumns,
  type TemplateFieldColumns,
} from './template-writes';

/**
 * The one writer of the `templates` table (ADR 39) for every module but the catalogue itself: the
 * owner's dashboard, the manifest imports and the demo sources. A status changes only through
 * `moveStatus` and `importRow`, which apply the one set of status moves (ADR 25).
 */
export class CatalogueWriter {
  /** Why a template may not go from `from` to `to`, or undefined when it may. */
  statusMoveRefusal(from: TemplateStatus, to: TemplateStatus, facts: MoveFacts) {
    return statusMoveRefusal(from, to, facts);
  }

  /** A new template, always a draft: nothing the owner makes is on sale until published. */
  insertDraft(tx: Tx, columns: TemplateFieldColumns, size: { width: number; height: number }) {
    return insertDraft(tx, columns, size);
  }

  /** The owner's fields saved over `revision`; undefined when the row has moved on since. */
  updateFields(
    tx: Tx,
    id: number,
    revision: number,
    columns: TemplateFieldColumns,
    size: { width: number; height: number },
  ) {
    return updateFields(tx, id, revision, columns, size);
  }

  /**
   * The status moved over `revision`, when the moves allow it: the refusal's reason, or the row
   * (undefined when it moved on since).
   */
  async moveStatus(
    tx: Tx,
    before: TemplateRow,
    revision: number,
    status: TemplateStatus,
    facts: MoveFacts,
  ): Promise<{ refusal: string } | { row: TemplateRow | undefined }> {
    const refusal = await statusMoveRefusal(before.status, status, facts);
    if (refusal) return { refusal };
    return { row: await updateStatus(tx, before.id, revision, status) };
  }

  /** The template's JSON saved over `revision`; undefined when it has moved on. */
  updateTemplateJson(tx: Tx, id: number, revision: number, templateJson: Record<string, unknown>) {
    return updateTemplateJson(tx, id, revision, templateJson);
  }

  /** Locks the row for a change that reads it first (a status check, a preparation's result). */
  lock(tx: Tx, id: number) {
    return lockTemplate(tx, id);
  }

  findBySku(tx: Tx, sku: string) {
    return findBySku(tx, sku);
  }

  /** Deletes a draft; false for anything else. */
  deleteDraft(tx: Tx, id: number) {
    return deleteDraft(tx, id);
  }

  /** A new original: its preparation, and the next media generation, which it answers. */
  recordNewOriginal(tx: Tx, id: number, preparation: MediaPreparation) {
    return recordNewOriginal(tx, id, preparation);
  }

  /** Where preparing generation `generation` stands, written only while it is the template's. */
  setPreparation(
    tx: Tx,
    id: number,
    generation: number,
    preparation: MediaPreparation,
    options?: { stillPreparing?: boolean },
  ) {
    return setPreparation(tx, id, generation, preparation, options);
  }

  /** The prepared media of generation `generation`, recorded only while it is the template's. */
  recordPreparedMedia(
    tx: Tx,
    id: number,
    generation: number,
    prepared: PreparedColumns,
    preparation: MediaPreparation,
  ) {
    return recordPreparedMedia(tx, id, generation, prepared, preparation);
  }

  /**
   * A manifest row's new template, and the catalogue's version moved when buyers can see it. The
   * caller checked its status move with `statusMoveRefusal`.
   */
  async importNew(tx: Tx, values: NewTemplate): Promise<TemplateRow> {
    const created = await insertImported(tx, values);
    if (created.status !== 'draft') await bumpCatalogueVersion(tx);
    return created;
  }

  /**
   * A manifest row saved over the locked `current` row, and the catalogue's version moved when
   * buyers could see the change. The caller checked its status move with `statusMoveRefusal`.
   */
  async importOver(
    tx: Tx,
    current: TemplateRow,
    values: TemplateFieldColumns & Partial<NewTemplate>,
    { newMedia }: { newMedia: boolean },
  ): Promise<TemplateRow> {
    const updated = await updateImported(tx, current.id, values, { newMedia });
    await markTemplateSaved(tx, current, updated);
    return updated;
  }

  /** Adds media keys to the row, leaving its other media alone (the demo's full-size sources). */
  addMediaKeys(db: Db, id: number, keys: Partial<Record<keyof TemplateRow['media'], string>>) {
    return addMediaKeys(db, id, keys);
  }

  /** The whole catalogue in id order, for an export. */
  all(tx: Tx) {
    return allTemplates(tx);
  }
}
