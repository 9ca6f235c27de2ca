import { ACTIVE_RENDER_STATUSES } from '@frameshop/contract';
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import {
  generatedVideos,
  type GeneratedVideoRow,
  type NewGeneratedVideoRow,
} from '../generated-videos';

const active = inArray(generatedVideos.status, [...ACTIVE_RENDER_STATUSES]);

export async function insertRender(tx: Tx, row: NewGeneratedVideoRow): Promise<GeneratedVideoRow> {
  const [inserted] = await tx.insert(generatedVideos).values(row).returning();
  return inserted!;
}

export async function findRender(tx: Tx, id: string): Promise<GeneratedVideoRow | undefined> {
  const [row] = await tx.select().from(generatedVideos).where(eq(generatedVideos.id, id));
  return row;
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

/** Starts (or restarts, after a lost worker) an active render: one more attempt. */
export function markProcessing(tx: Tx, id: string) {
  return moveRender(tx, id, ACTIVE_RENDER_STATUSES, {
    status: 'processing',
    attempts: sql`${generatedVideos.attempts} + 1` as unknown as number,
    startedAt: new Date(),
    progress: 0,
  });
}

/** Records a running render's progress; answers false once it is no longer processing. */
export async function recordProgress(tx: Tx, id: string, progress: number): Promise<boolean> {
  return (await moveRender(tx, id, ['processing'], { progress })) !== undefined;
}

/** The ids of renders still waiting or running, for the start-up clean-up. */
export async function activeRenderIds(tx: Tx): Promise<Set<string>> {
  const rows = await tx.select({ id: generatedVideos.id }).from(generatedVideos).where(active);
  return new Set(rows.map((row) => row.id));
}
