import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { licences, templates } from '../../db/schema';
import { searchTextOf, type MediaPreparation, type TemplateRow } from '../catalogue';
import { NO_PREPARATION } from './preparation';
import type { FieldColumns } from './template-fields';

type Columns = FieldColumns['columns'];

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

/** The buyers who hold a licence of the template. */
export async function countOwners(tx: Tx, id: number): Promise<number> {
  const [row] = await tx
    .select({ owners: sql<number>`count(distinct ${licences.userId})::int` })
    .from(licences)
    .where(eq(licences.templateId, id));
  return row?.owners ?? 0;
}

/** Deletes a draft nobody ever bought; false for anything else. */
export async function deleteUnsoldDraft(tx: Tx, id: number): Promise<boolean> {
  const deleted = await tx
    .delete(templates)
    .where(
      and(
        eq(templates.id, id),
        eq(templates.status, 'draft'),
        sql`not exists (select 1 from ${licences} where ${licences.templateId} = ${templates.id})`,
      ),
    )
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
