import { RenderMessage } from '@frameshop/contract';
import type { Tx } from '../../db/database';
import { renderOrders } from '../generated-videos';
import type { BatchSettlement } from './batch-settlement';
import { findBatchRows, updateBatch } from './batches.repository';
import type { BatchRecord } from './batches.schema';

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
  const changes = { errorMessage: RenderMessage.cancelled, finishedAt: new Date() };
  const cancelled = await renderOrders.cancelWaitingBatchRenders(tx, batch.id, changes);
  if (making) {
    for (const row of await findBatchRows(tx, batch.id)) {
      const moved = await renderOrders.moveRender(tx, row.renderId, ['processing'], {
        status: 'cancelled',
        ...changes,
      });
      if (moved) cancelled.push(moved);
    }
  }
  await updateBatch(tx, batch.id, { cancelledAt: new Date() });
  for (const render of cancelled) await settlement.releaseRow(tx, batch, render);
  await settlement.closeIfDone(tx, batch);
}
