import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { searchTextOf } from './catalogue.repository';
import {
  templates,
  type MediaPreparation,
  type NewTemplate,
  type TemplateRow,
} from './catalogue.schema';
import { NO_PREPARATION } from './preparation';
import type { SpecFieldColumn } from './template-dto';

/**
 * The writes of the `templates` table besides the catalogue's own (ADR 39): the owner's dashboard,
 * both imports and the demo sources make them through `CatalogueWriter`, never on the table.
 */

/** The columns an owner's fields set. */
export type TemplateFieldColumns = Pick<
  NewTemplate,
  | SpecFieldColumn
  | 'kind'
  | 'sku'
  | 'videoLayout'
  | 'greenScreenLayout'
  | 'templateJson'
  | 'thumbnailFrame'
>;
type Columns = TemplateFieldColumns;

/** A new template, always a draft: nothing the owner makes is on sale until published. */
export async function insertDraft(
  tx: Tx,
  columns: Columns,
  size: { width: number; height: number },
): Promise<TemplateRow> {
  const [row] = await tx
    .insert(templates)
    .values({
      ...columns,
      ...size,
      status: 'draft',
      media: {},
      preparation: NO_PREPARATION,
      searchText: searchTextOf(columns),
    })
    .returning();
  return row!;
}

/**
 * The owner's fields saved over `revision`; undefined when the row has moved on since (or is
 * gone). The size follows a new templateJson only while no media say what it is.
 */
export async function updateFields(
  tx: Tx,
  id: number,
  revision: number,
  columns: Columns,
  size: { width: number; height: number },
): Promise<TemplateRow | undefined> {
  const [row] = await tx
    .update(templates)
    .set({
      ...columns,
      width: sql`case when ${templates.media} ? 'poster' then ${templates.width} else ${size.width} end`,
      height: sql`case when ${templates.media} ? 'poster' then ${templates.height} else ${size.height} end`,
      searchText: searchTextOf(columns),
      revision: sql`${templates.revision} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(templates.id, id), eq(templates.revision, revision)))
    .returning();
  return row;
}

export async function updateStatus(
  tx: Tx,
  id: number,
  revision: number,
  status: TemplateRow['status'],
): Promise<TemplateRow | undefined> {
  const [row] = await tx
    .update(templates)
    .set({ status, revision: sql`${templates.revision} + 1`, updatedAt: sql`now()` })
    .where(and(eq(templates.id, id), eq(templates.revision, revision)))
    .returning();
  return row;
}

/** The template's JSON saved over `revision` (its starting scene); undefined when it has moved on. */
export async function updateTemplateJson(
  tx: Tx,
  id: number,
  revision: number,
  templateJson: Record<string, unknown>,
): Promise<TemplateRow | undefined> {
  const [row] = await tx
    .update(templates)
    .set({ templateJson, revision: sql`${templates.revision} + 1`, updatedAt: sql`now()` })
    .where(and(eq(templates.id, id), eq(templates.revision, revision)))
    .returning();
  return row;
}

/** Locks the row for a change that reads it first (a status check, a preparation's result). */
export async function lockTemplate(tx: Tx, id: number): Promise<TemplateRow | undefined> {
  const [row] = await tx.select().from(templates).where(eq(templates.id, id)).for('update');
  return row;
}

export async function findBySku(tx: Tx, sku: string): Promise<TemplateRow | undefined> {
  const [row] = await tx.select().from(templates).where(eq(templates.sku, sku));
  return row;
}

/**
 * Deletes a draft; false for anything else. A licence of it (there is none: a draft was never on
 * sale, or was owned and so never went back to draft) would also stop it, by its foreign key.
 */
export async function deleteDraft(tx: Tx, id: number): Promise<boolean> {
  const deleted = await tx
    .delete(templates)
    .where(and(eq(templates.id, id), eq(templates.status, 'draft')))
    .returning({ id: templates.id });
  return deleted.length === 1;
}

/**
 * A new original of the template: its preparation from now on, and the next media generation,
 * which the preparation it asks for is bound to. Answers that generation.
 */
export async function recordNewOriginal(
  tx: Tx,
  id: number,
  preparation: MediaPreparation,
): Promise<number> {
  const [row] = await tx
    .update(templates)
    .set({ preparation, mediaGeneration: sql`${templates.mediaGeneration} + 1` })
    .where(eq(templates.id, id))
    .returning({ mediaGeneration: templates.mediaGeneration });
  return row!.mediaGeneration;
}

/**
 * Where preparing generation `generation` stands, written only while that generation is the
 * template's: a newer original makes every later write of an older preparation change nothing.
 * A progress report (`stillPreparing`) also leaves an outcome already written as it is, as a
 * report sent before the outcome may arrive after it.
 */
export async function setPreparation(
  tx: Tx,
  id: number,
  generation: number,
  preparation: MediaPreparation,
  { stillPreparing = false }: { stillPreparing?: boolean } = {},
): Promise<boolean> {
  const changed = await tx
    .update(templates)
    .set({ preparation })
    .where(
      and(
        eq(templates.id, id),
        eq(templates.mediaGeneration, generation),
        stillPreparing ? sql`${templates.preparation} ->> 'state' = 'preparing'` : undefined,
      ),
    )
    .returning({ id: templates.id });
  return changed.length === 1;
}

/** What preparing the media found out about the template, with the media themselves. */
export interface PreparedColumns {
  media: TemplateRow['media'];
  width: number;
  height: number;
  durationSeconds: number | null;
  greenScreenDimensions: string | null;
  templateJson: Record<string, unknown>;
}

/** The prepared media of generation `generation`, recorded only while it is the template's. */
export async function recordPreparedMedia(
  tx: Tx,
  id: number,
  generation: number,
  prepared: PreparedColumns,
  preparation: MediaPreparation,
): Promise<boolean> {
  const changed = await tx
    .update(templates)
    .set({ ...prepared, preparation, updatedAt: sql`now()` })
    .where(and(eq(templates.id, id), eq(templates.mediaGeneration, generation)))
    .returning({ id: templates.id });
  return changed.length === 1;
}

/** The whole catalogue in id order, for an export. */
export async function allTemplates(tx: Tx): Promise<TemplateRow[]> {
  return tx.select().from(templates).orderBy(asc(templates.id));
}

/** A template a manifest import makes: always through the status moves its caller checked. */
export async function insertImported(tx: Tx, values: NewTemplate): Promise<TemplateRow> {
  const [row] = await tx
    .insert(templates)
    .values({ ...values, searchText: searchTextOf(values) })
    .returning();
  return row!;
}

/**
 * A manifest import's row saved over the current one; with new media, the next media generation,
 * so a preparation still running for an older upload writes nothing.
 */
export async function updateImported(
  tx: Tx,
  id: number,
  values: TemplateFieldColumns & Partial<NewTemplate>,
  { newMedia }: { newMedia: boolean },
): Promise<TemplateRow> {
  const [row] = await tx
    .update(templates)
    .set({
      ...values,
      searchText: searchTextOf(values),
      ...(newMedia ? { mediaGeneration: sql`${templates.mediaGeneration} + 1` } : {}),
      revision: sql`${templates.revision} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(templates.id, id))
    .returning();
  return row!;
}

/** Adds media keys to the row, leaving its other media alone. */
export async function addMediaKeys(
  tx: Tx,
  id: number,
  keys: Partial<Record<keyof TemplateRow['media'], string>>,
): Promise<void> {
  await tx
    .update(templates)
    // `updated_at` stamps the template for the index, which kept rows and answers follow (ADR 64).
    .set({
      media: sql`${templates.media} || ${JSON.stringify(keys)}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(eq(templates.id, id));
}
