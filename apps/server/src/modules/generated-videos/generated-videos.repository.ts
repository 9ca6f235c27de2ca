import { ACTIVE_RENDER_STATUSES, type ExportKind } from '@frameshop/contract';
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { generatedVideos, type GeneratedVideoRow } from './generated-videos.schema';

/**
 * A user's renders and exports on Generated Videos, newest first, of one kind when asked; previews
 * are never listed.
 */
export async function listGeneratedVideos(
  tx: Tx,
  userId: string,
  kind?: ExportKind,
): Promise<GeneratedVideoRow[]> {
  return tx
    .select()
    .from(generatedVideos)
    .where(
      and(
        eq(generatedVideos.userId, userId),
        eq(generatedVideos.preview, false),
        ...(kind ? [eq(generatedVideos.kind, kind)] : []),
      ),
    )
    .orderBy(desc(generatedVideos.createdAt), desc(generatedVideos.id));
}

export type ActiveRender = Pick<
  GeneratedVideoRow,
  | 'id'
  | 'status'
  | 'preview'
  | 'batchId'
  | 'queueRound'
  | 'createdAt'
  | 'durationSeconds'
  | 'progress'
>;

/** Every render waiting or running, of every user, oldest first (ties by id, as pg-boss takes them). */
export async function listActiveRenders(tx: Tx): Promise<ActiveRender[]> {
  return tx
    .select({
      id: generatedVideos.id,
      status: generatedVideos.status,
      preview: generatedVideos.preview,
      batchId: generatedVideos.batchId,
      queueRound: generatedVideos.queueRound,
      createdAt: generatedVideos.createdAt,
      durationSeconds: generatedVideos.durationSeconds,
      progress: generatedVideos.progress,
    })
    .from(generatedVideos)
    .where(inArray(generatedVideos.status, [...ACTIVE_RENDER_STATUSES]))
    .orderBy(asc(generatedVideos.createdAt), asc(generatedVideos.id));
}

/** Recent completed renders' durations and render times, to measure how fast renders go. */
export async function recentRenderTimes(tx: Tx, limit = 20) {
  return tx
    .select({
      durationSeconds: generatedVideos.durationSeconds,
      startedAt: generatedVideos.startedAt,
      finishedAt: generatedVideos.finishedAt,
    })
    .from(generatedVideos)
    .where(
      and(
        eq(generatedVideos.status, 'completed'),
        eq(generatedVideos.preview, false),
        isNotNull(generatedVideos.startedAt),
        isNotNull(generatedVideos.finishedAt),
      ),
    )
    .orderBy(desc(generatedVideos.finishedAt))
    .limit(limit);
}

/** What became of one render, for the metrics of the process that ran its job. */
export async function findRenderOutcome(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      status: generatedVideos.status,
      kind: generatedVideos.kind,
      preview: generatedVideos.preview,
      durationSeconds: generatedVideos.durationSeconds,
      finishedAt: generatedVideos.finishedAt,
    })
    .from(generatedVideos)
    .where(eq(generatedVideos.id, id));
  return row;
}
