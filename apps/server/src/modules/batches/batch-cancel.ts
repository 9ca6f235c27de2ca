import { RenderMessage } from '@frameshop/contract';
import type { Tx } from '../../db/database';
import { renderOrders } from '../generated-videos';
import type { BatchSettlement } from './batch-settlement';
import { findBatchRows, updateBatch } from './batches.repository';
import type { BatchRecord } from './batches.schema';
import { eventLoopTurns } from './event-loop-turns';

/** How long cancelling runs before it lets the event loop answer others. */
const TURN_EVERY_MS = 10;

/**
 * Cancels every waiting render of the batch and returns their shares at once, in the caller's
 * transaction under the buyer's row lock: the buyer's cancel, where rows being made finish and are
 * charged; with `making`, an account being closed, those too (their workers find them cancelled).
 */
export async function cancelBatchRows(
  tx: Tx,
  settlement: BatchSettlement,
  batch: BatchRecord,
  { making = false } = {},
): Promise<void> {
  // Each row's share goes back on its own (its own ledger entry): for 500 rows about a second of
  // statements, which on PGlite run in this thread. The event loop answers others between them.
  const turns = eventLoopTurns(TURN_EVERY_MS);
  const changes = { errorMessage: RenderMessage.cancelled, finishedAt: new Date() };
  const cancelled = await renderOrders.cancelWaitingBatchRenders(tx, batch.id, changes);
  if (making) {
    for (const row of await findBatchRows(tx, batch.id)) {
      const moved = await renderOrders.moveRender(tx, row.renderId, ['processing'], {
        status: 'cancelled',
        ...changes,
      });
      if (moved) cancelled.push(moved);
      await turns.take();
    }
  }
  await updateBatch(tx, batch.id, { cancelledAt: new Date() });
  for (const render of cancelled) {
    await settlement.releaseRow(tx, batch, render);
    await turns.take();
  }
  await settlement.closeIfDone(tx, batch);
}
