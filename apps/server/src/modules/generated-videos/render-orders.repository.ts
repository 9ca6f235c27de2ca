import { ACTIVE_RENDER_STATUSES } from '@frameshop/contract';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import {
  generatedVideos,
  type GeneratedVideoRow,
  type NewGeneratedVideoRow,
} from './generated-videos.schema';

const active = inArray(generatedVideos.status, [...ACTIVE_RENDER_STATUSES]);

export async function insertRender(tx: Tx, row: NewGeneratedVideoRow): Promise<GeneratedVideoRow> {
  const [inserted] = await tx.insert(generatedVideos).values(row).returning();
  return inserted!;
}

/** What placing a batch's rows reads back of each: no more (on PGlite each column read costs). */
export type PlacedRender = Pick<
  GeneratedVideoRow,
  'id' | 'batchRow' | 'queueRound' | 'preview' | 'batchId'
>;

/** Many orders at once (a batch's rows, placed together). */
export async function insertRenders(tx: Tx, rows: NewGeneratedVideoRow[]): Promise<PlacedRender[]> {
  if (rows.length === 0) return [];
  const { id, batchRow, queueRound, preview, batchId } = generatedVideos;
  return tx
    .insert(generatedVideos)
    .values(rows)
    .returning({ id, batchRow, queueRound, preview, batchId });
}

/** What a batch says of a row's render: its status, its result and the reason it has none. */
export type RenderResult = Pick<
  GeneratedVideoRow,
  'id' | 'status' | 'outputKey' | 'format' | 'errorMessage'
>;

/**
 * The results of these renders, without their scenes: a batch of 500 rows reads 500 scenes
 * otherwise, which on PGlite held the event loop for tens of milliseconds to parse.
 */
export function findRenderResults(tx: Tx, ids: string[]): Promise<RenderResult[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const { id, status, outputKey, format, errorMessage } = generatedVideos;
  return tx
    .select({ id, status, outputKey, format, errorMessage })
    .from(generatedVideos)
    .where(inArray(generatedVideos.id, ids));
}

export async function findRender(tx: Tx, id: string): Promise<GeneratedVideoRow | undefined> {
  const [row] = await tx.select().from(generatedVideos).where(eq(generatedVideos.id, id));
  return row;
}

/** These renders, whoever owns them (the events streams check the owner). */
export function findRenders(tx: Tx, ids: string[]): Promise<GeneratedVideoRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx.select().from(generatedVideos).where(inArray(generatedVideos.id, ids));
}

export async function findOwnRender(
  tx: Tx,
  userId: string,
  id: string,
): Promise<GeneratedVideoRow | undefined> {
  const [row] = await tx
    .select()
    .from(generatedVideos)
    .where(and(eq(generatedVideos.id, id), eq(generatedVideos.userId, userId)));
  return row;
}

/** The user's other waiting or running paid order of the template, with or without a hold. */
export async function findActiveOrder(
  tx: Tx,
  order: { userId: string; templateId: string; exceptId?: string; holding: boolean },
): Promise<GeneratedVideoRow | undefined> {
  const [row] = await tx
    .select()
    .from(generatedVideos)
    .where(
      and(
        eq(generatedVideos.userId, order.userId),
        eq(generatedVideos.templateId, order.templateId),
        eq(generatedVideos.preview, false),
        active,
        order.holding
          ? isNotNull(generatedVideos.holdLedgerId)
          : isNull(generatedVideos.holdLedgerId),
        ...(order.exceptId ? [ne(generatedVideos.id, order.exceptId)] : []),
      ),
    )
    .orderBy(asc(generatedVideos.createdAt))
    .limit(1);
  return row;
}

/** The ids of the user's renders waiting or running, orders and previews alike, oldest first. */
export function findActiveRendersOf(tx: Tx, userId: string): Promise<{ id: string }[]> {
  return tx
    .select({ id: generatedVideos.id })
    .from(generatedVideos)
    .where(and(eq(generatedVideos.userId, userId), active))
    .orderBy(asc(generatedVideos.createdAt));
}

/**
 * The user's renders waiting or running, orders and previews alike; not the rows of their batches
 * (those have a limit of their own, ADR 44).
 */
export async function countActiveRenders(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(generatedVideos)
    .where(and(eq(generatedVideos.userId, userId), active, isNull(generatedVideos.batchId)));
  return row?.n ?? 0;
}

/**
 * The fair queue's round for a user's new render (ADR 15): one after their last
 * render of the same kind (order or preview) still active, and never before the earliest round
 * still waiting (else before the round running now), so a newcomer waits behind at most one
 * render of each other user, and nobody's waiting render is passed by ever more newcomers.
 */
export async function nextQueueRound(tx: Tx, userId: string, preview: boolean): Promise<number> {
  const { queueRound: round, status } = generatedVideos;
  const { rows } = await tx.execute<{ round: number }>(sql`
    select greatest(
      coalesce(
        (select min(${round}) from ${generatedVideos} where ${status} = 'queued'),
        (select max(${round}) from ${generatedVideos} where ${status} = 'processing'),
        0
      ),
      (select max(${round}) + 1 from ${generatedVideos}
        where ${generatedVideos.userId} = ${userId} and ${generatedVideos.preview} = ${preview}
          and ${active})
    )::int as round`);
  return Number(rows[0]?.round ?? 0);
}

export async function countPreviewsSince(tx: Tx, userId: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(generatedVideos)
    .where(
      and(
        eq(generatedVideos.userId, userId),
        eq(generatedVideos.preview, true),
        gte(generatedVideos.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Changes a render only while it is in one of `from`: answers the changed row, or undefined when
 * it had already moved on (a cancel and a completion racing: exactly one of them wins).
 */
export async function moveRender(
  tx: Tx,
  id: string,
  from: readonly GeneratedVideoRow['status'][],
  changes: Partial<NewGeneratedVideoRow>,
): Promise<GeneratedVideoRow | undefined> {
  const [row] = await tx
    .update(generatedVideos)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(generatedVideos.id, id), inArray(generatedVideos.status, [...from])))
    .returning();
  return row;
}

/**
 * One attempt at a render, as its worker holds it: the render's id and its attempt number. Every
 * write of a running render names its attempt, so a worker that another attempt superseded (its
 * heartbeat stopped, ADR 20) changes nothing when it wakes.
 */
export interface RenderAttempt {
  id: string;
  attempt: number;
}

/** The database's clock, so heartbeats from many machines compare with one another. */
const databaseNow = sql`now()` as unknown as Date;

/** `moveRender`, only while `attempt` is still the render's current one. */
export async function moveOwnRender(
  tx: Tx,
  { id, attempt }: RenderAttempt,
  from: readonly GeneratedVideoRow['status'][],
  changes: Partial<NewGeneratedVideoRow>,
): Promise<GeneratedVideoRow | undefined> {
  const [row] = await tx
    .update(generatedVideos)
    .set({ ...changes, updatedAt: new Date() })
    .where(ownedWhile(id, attempt, from))
    .returning();
  return row;
}

/** The render, while this attempt owns it and it is in one of `statuses`. */
const ownedWhile = (
  id: string,
  attempt: number,
  statuses: readonly GeneratedVideoRow['status'][],
) =>
  and(
    eq(generatedVideos.id, id),
    eq(generatedVideos.attempts, attempt),
    inArray(generatedVideos.status, [...statuses]),
  );

/**
 * Starts (or restarts, after a lost worker) an active render: one more attempt, owned by
 * `workerId`, whose first heartbeat this is. Answers the row with its new attempt number.
 */
export function markProcessing(tx: Tx, id: string, workerId: string | null = null) {
  return moveRender(tx, id, ACTIVE_RENDER_STATUSES, {
    status: 'processing',
    attempts: sql`${generatedVideos.attempts} + 1` as unknown as number,
    startedAt: new Date(),
    heartbeatAt: databaseNow,
    workerId,
    progress: 0,
  });
}

/**
 * Records a running attempt's progress, which is a heartbeat too; answers false once the render
 * is no longer processing (cancelled) or no longer this attempt's.
 */
export function recordProgress(tx: Tx, attempt: RenderAttempt, progress: number): Promise<boolean> {
  return touchOwnRender(tx, attempt, { progress, heartbeatAt: databaseNow });
}

/** A running attempt's sign of life; answers false once it lost the render (as above). */
export function recordHeartbeat(tx: Tx, attempt: RenderAttempt): Promise<boolean> {
  return touchOwnRender(tx, attempt, { heartbeatAt: databaseNow });
}

/**
 * `moveOwnRender` from processing answering only whether it moved: a running render's frequent
 * writes need not read back its whole row (its scene above all).
 */
async function touchOwnRender(
  tx: Tx,
  { id, attempt }: RenderAttempt,
  changes: Partial<NewGeneratedVideoRow>,
): Promise<boolean> {
  const rows = await tx
    .update(generatedVideos)
    .set({ ...changes, updatedAt: new Date() })
    .where(ownedWhile(id, attempt, ['processing']))
    .returning({ id: generatedVideos.id });
  return rows.length > 0;
}

/** A running attempt's render waits again (it will be taken anew): no progress, no owner. */
export function requeueRender(tx: Tx, attempt: RenderAttempt) {
  return moveOwnRender(tx, attempt, ['processing'], {
    status: 'queued',
    progress: 0,
    heartbeatAt: null,
    workerId: null,
  });
}

export interface StalledRender extends RenderAttempt {
  workerId: string | null;
}

/**
 * Renders processing whose heartbeat is older than `seconds` (on the database's clock): their
 * worker died or lost the database. Rows from before heartbeats count from their start.
 */
export async function findStalledRenders(tx: Tx, seconds: number): Promise<StalledRender[]> {
  const { heartbeatAt, startedAt, updatedAt, status } = generatedVideos;
  return tx
    .select({
      id: generatedVideos.id,
      attempt: generatedVideos.attempts,
      workerId: generatedVideos.workerId,
    })
    .from(generatedVideos)
    .where(
      and(
        eq(status, 'processing'),
        sql`coalesce(${heartbeatAt}, ${startedAt}, ${updatedAt}) < now() - ${seconds} * interval '1 second'`,
      ),
    );
}

/** The ids of renders still waiting or running, for the start-up clean-up. */
export async function activeRenderIds(tx: Tx): Promise<Set<string>> {
  const rows = await tx.select({ id: generatedVideos.id }).from(generatedVideos).where(active);
  return new Set(rows.map((row) => row.id));
}

/**
 * How many rows of each of these batches are in each status (one query for any number), each row
 * counted by its latest render: a retried row's failed render stays, and counting it would say
 * "2 failed" of a batch whose every row was made in the end.
 */
export async function countBatchRenders(
  tx: Tx,
  batchIds: readonly string[],
): Promise<{ batchId: string; status: GeneratedVideoRow['status']; n: number }[]> {
  if (batchIds.length === 0) return [];
  const { batchId, batchRow, status, createdAt } = generatedVideos;
  const latest = tx
    .selectDistinctOn([batchId, batchRow], { batchId, status })
    .from(generatedVideos)
    .where(inArray(batchId, [...batchIds]))
    .orderBy(batchId, batchRow, desc(createdAt))
    .as('latest');
  const rows = await tx
    .select({ batchId: latest.batchId, status: latest.status, n: count() })
    .from(latest)
    .groupBy(latest.batchId, latest.status);
  return rows.map((row) => ({ batchId: row.batchId!, status: row.status, n: row.n }));
}

/**
 * Whether any of a batch's renders still waits or is being made. Asked as each row is made, so it
 * looks from the last row back: rows are made in order, so a running batch answers at its first
 * index entry, where counting would read every row each time (a 500-row batch, 125,000 reads).
 */
export async function hasActiveBatchRenders(tx: Tx, batchId: string): Promise<boolean> {
  const rows = await tx
    .select({ row: generatedVideos.batchRow })
    .from(generatedVideos)
    .where(and(eq(generatedVideos.batchId, batchId), active))
    .orderBy(desc(generatedVideos.batchRow))
    .limit(1);
  return rows.length > 0;
}

/** Cancels every render of the batch still waiting (not one being made); answers them. */
export function cancelWaitingBatchRenders(
  tx: Tx,
  batchId: string,
  changes: Pick<NewGeneratedVideoRow, 'errorMessage' | 'finishedAt'>,
): Promise<BatchRowRender[]> {
  const { id, batchId: batch, batchRow } = generatedVideos;
  // Which rows were cancelled, not their scenes: 500 of those took long to read back on PGlite.
  return tx
    .update(generatedVideos)
    .set({ ...changes, status: 'cancelled', updatedAt: new Date() })
    .where(and(eq(generatedVideos.batchId, batchId), eq(generatedVideos.status, 'queued')))
    .returning({ id, batchId: batch, batchRow });
}

/** A batch row's render as settling the row needs it: which render, of which batch and row. */
export type BatchRowRender = Pick<GeneratedVideoRow, 'id' | 'batchId' | 'batchRow'>;

/** Batch rows waiting and being made across the store: the bulk queue's depth. */
export async function countBatchRowsInQueue(tx: Tx): Promise<{ waiting: number; making: number }> {
  const rows = await tx
    .select({ status: generatedVideos.status, n: count() })
    .from(generatedVideos)
    .where(and(isNotNull(generatedVideos.batchId), active))
    .groupBy(generatedVideos.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
  return { waiting: of('queued'), making: of('processing') };
}
