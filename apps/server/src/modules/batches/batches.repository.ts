import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ExportKind } from '@frameshop/contract';
import type { Tx } from '../../db/database';
import {
  batchRows,
  batches,
  bulkPrices,
  type BatchLicenceState,
  type BatchRecord,
  type BatchRowRecord,
  type BatchRowShare,
} from './batches.schema';

export async function insertBatch(
  tx: Tx,
  batch: typeof batches.$inferInsert,
): Promise<BatchRecord> {
  const [row] = await tx.insert(batches).values(batch).returning();
  return row!;
}

export async function insertBatchRows(tx: Tx, rows: (typeof batchRows.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(batchRows).values(rows);
}

export async function findBatch(tx: Tx, id: string): Promise<BatchRecord | undefined> {
  const [row] = await tx.select().from(batches).where(eq(batches.id, id));
  return row;
}

/** These batches of the user's (the credit statement names each by its template). */
export function findBatchesOf(
  tx: Tx,
  userId: string,
  ids: readonly string[],
): Promise<BatchRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(batches)
    .where(and(eq(batches.userId, userId), inArray(batches.id, [...ids])));
}

export async function findOwnBatch(
  tx: Tx,
  userId: string,
  id: string,
): Promise<BatchRecord | undefined> {
  const [row] = await tx
    .select()
    .from(batches)
    .where(and(eq(batches.id, id), eq(batches.userId, userId)));
  return row;
}

/** The user's batches, newest first. */
export function listBatchesOf(tx: Tx, userId: string): Promise<BatchRecord[]> {
  return tx
    .select()
    .from(batches)
    .where(eq(batches.userId, userId))
    .orderBy(desc(batches.createdAt), desc(batches.id));
}

/** Every buyer's batches, newest first (the dashboard). */
export function listRecentBatches(tx: Tx, limit: number): Promise<BatchRecord[]> {
  return tx.select().from(batches).orderBy(desc(batches.createdAt), desc(batches.id)).limit(limit);
}

/** The user's batches still open: neither finished nor cancelled. */
export async function countOpenBatches(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(batches)
    .where(
      and(eq(batches.userId, userId), isNull(batches.finishedAt), isNull(batches.cancelledAt)),
    );
  return row?.n ?? 0;
}

/**
 * One of the user's batches still being made (not finished: rows wait or are made) whose design
 * or whose rows name this upload as a photo; undefined when none does.
 */
export async function findBatchUsingPhoto(
  tx: Tx,
  userId: string,
  uploadId: string,
): Promise<string | undefined> {
  const photo = sql`jsonb_build_object('id', ${uploadId}::text)`;
  const [row] = await tx
    .select({ id: batches.id })
    .from(batches)
    .where(
      and(
        eq(batches.userId, userId),
        isNull(batches.finishedAt),
        sql`(jsonb_path_exists(${batches.scene}, '$.layers[*].uploadId ? (@ == $id)', ${photo})
          or exists (select 1 from ${batchRows} where ${batchRows.batchId} = ${batches.id}
            and jsonb_path_exists(${batchRows.photos}, '$.* ? (@ == $id)', ${photo})))`,
      ),
    )
    .limit(1);
  return row?.id;
}

export function findBatchRows(tx: Tx, batchId: string): Promise<BatchRowRecord[]> {
  return tx.select().from(batchRows).where(eq(batchRows.batchId, batchId)).orderBy(batchRows.row);
}

/**
 * Moves a row's share from `from` to `to`, only while the row's current render is `renderId` and
 * its share is `from`: answers the row when it moved (exactly one settlement of an attempt wins).
 */
export async function moveShare(
  tx: Tx,
  row: { batchId: string; row: number; renderId: string },
  from: BatchRowShare,
  to: BatchRowShare,
): Promise<BatchRowRecord | undefined> {
  const [moved] = await tx
    .update(batchRows)
    .set({ share: to })
    .where(
      and(
        eq(batchRows.batchId, row.batchId),
        eq(batchRows.row, row.row),
        eq(batchRows.renderId, row.renderId),
        eq(batchRows.share, from),
      ),
    )
    .returning();
  return moved;
}

/** A failed row made again: its new render, its next attempt, its share held again. */
export async function restartRow(
  tx: Tx,
  row: { batchId: string; row: number },
  changes: Pick<BatchRowRecord, 'renderId' | 'attempt' | 'texts' | 'photos' | 'name'>,
) {
  await tx
    .update(batchRows)
    .set({ ...changes, share: 'held' })
    .where(and(eq(batchRows.batchId, row.batchId), eq(batchRows.row, row.row)));
}

/** Adds to a batch's money counters (the check keeps charged + returned within held). */
export async function addToBatchCredits(
  tx: Tx,
  batchId: string,
  add: { held?: number; charged?: number; returned?: number },
) {
  await tx
    .update(batches)
    .set({
      held: sql`${batches.held} + ${add.held ?? 0}`,
      charged: sql`${batches.charged} + ${add.charged ?? 0}`,
      returned: sql`${batches.returned} + ${add.returned ?? 0}`,
    })
    .where(eq(batches.id, batchId));
}

/** Charges one made row's price from the batch's hold; answers the batch as it is after it. */
export async function chargeMadeRow(tx: Tx, batchId: string): Promise<BatchRecord | undefined> {
  const [batch] = await tx
    .update(batches)
    .set({ charged: sql`${batches.charged} + ${batches.perResult}` })
    .where(eq(batches.id, batchId))
    .returning();
  return batch;
}

/** Moves the licence share from `from` to `to`; answers whether it moved. */
export async function moveLicence(
  tx: Tx,
  batchId: string,
  from: BatchLicenceState,
  to: BatchLicenceState,
): Promise<boolean> {
  const moved = await tx
    .update(batches)
    .set({ licenceState: to })
    .where(and(eq(batches.id, batchId), eq(batches.licenceState, from)))
    .returning({ id: batches.id });
  return moved.length > 0;
}

/** Marks the batch finished, once: answers it only to the call that did. */
export async function markFinished(tx: Tx, batchId: string): Promise<BatchRecord | undefined> {
  const [row] = await tx
    .update(batches)
    .set({ finishedAt: new Date() })
    .where(and(eq(batches.id, batchId), isNull(batches.finishedAt)))
    .returning();
  return row;
}

export async function updateBatch(
  tx: Tx,
  batchId: string,
  changes: Partial<Pick<BatchRecord, 'cancelledAt' | 'finishedAt' | 'retries'>>,
) {
  await tx.update(batches).set(changes).where(eq(batches.id, batchId));
}

export async function updateBatchHold(tx: Tx, batchId: string, holdLedgerId: number) {
  await tx.update(batches).set({ holdLedgerId }).where(eq(batches.id, batchId));
}

export async function readBulkPrices(tx: Tx): Promise<Partial<Record<ExportKind, number>>> {
  const rows = await tx.select().from(bulkPrices);
  return Object.fromEntries(rows.map((row) => [row.kind, row.credits]));
}

export async function writeBulkPrice(tx: Tx, kind: ExportKind, credits: number) {
  await tx
    .insert(bulkPrices)
    .values({ kind, credits })
    .onConflictDoUpdate({
      target: bulkPrices.kind,
      set: { credits, updatedAt: new Date() },
    });
}

export async function deleteBatchesOf(tx: Tx, userId: string) {
  await tx.delete(batches).where(eq(batches.userId, userId));
}

/** Rows of these batches (the account export), in order. */
export function findRowsOfBatches(tx: Tx, batchIds: readonly string[]) {
  if (batchIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(batchRows)
    .where(inArray(batchRows.batchId, [...batchIds]))
    .orderBy(batchRows.batchId, batchRows.row);
}
