import type { Db } from '../../apps/server/src/db/database';
import { renderRows, rendersFinished } from '../../apps/server/src/cluster/renders-finished';
import { percentile } from '../commerce/load-loop';

export interface RenderQueue {
  ordered: number;
  completed: number;
  /** Renders that failed, or still waited or ran when the time to settle ran out. */
  notCompleted: string[];
  /** Seconds from the order to the start of its (last) attempt: p50, p99, max. */
  waitSeconds: { p50: number; p99: number; max: number } | null;
}

/**
 * Waits up to `settleMs` for every render ordered to finish, then reports how long each waited in
 * the queue (ordered to started) and which did not complete.
 */
export async function settleRenderQueue(
  db: Db,
  renderIds: string[],
  settleMs: number,
): Promise<RenderQueue> {
  if (renderIds.length === 0) {
    return { ordered: 0, completed: 0, notCompleted: [], waitSeconds: null };
  }
  // Out of time, the rows as they are: those still waiting or running are reported.
  const rows = await rendersFinished(db, renderIds, settleMs).catch(() =>
    renderRows(db, renderIds),
  );
  const waits = rows.flatMap((row) =>
    row.startedAt ? [(row.startedAt.getTime() - row.createdAt.getTime()) / 1000] : [],
  );
  return {
    ordered: renderIds.length,
    completed: rows.filter((row) => row.status === 'completed').length,
    notCompleted: rows
      .filter((row) => row.status !== 'completed')
      .map((row) => `render ${row.id} ${row.status}`),
    waitSeconds:
      waits.length === 0
        ? null
        : { p50: percentile(waits, 0.5), p99: percentile(waits, 0.99), max: Math.max(...waits) },
  };
}
