import type { Batch } from '@frameshop/contract';
import type { Tx } from '../../db/database';
import type { JobPayloads, JobQueue } from '../../jobs';
import { commerceRecords } from '../commerce';
import { applyCreditChange, refundedSpend } from '../credits';
import { type BatchRowRender, renderOrders } from '../generated-videos';
import type { BatchRowSettlement } from '../renders';
import { recordWebhookEvent } from '../webhooks';
import {
  addToBatchCredits,
  chargeMadeRow,
  findBatch,
  markFinished,
  moveLicence,
  moveShare,
} from './batches.repository';
import { batchReference, rowAttemptHold } from './batch-references';
import type { BatchRecord } from './batches.schema';

export interface BatchSettlement extends BatchRowSettlement {
  /** Returns a row's share (its render was failed or cancelled), without closing the batch. */
  releaseRow(tx: Tx, batch: BatchRecord, render: BatchRowRender): Promise<number | undefined>;
  /** Closes the batch once no row waits or is being made: the licence share back if none was made. */
  closeIfDone(tx: Tx, batch: BatchRecord): Promise<void>;
}

/**
 * The money of a batch's rows (ADR 45), run inside the transaction that moves the row's render,
 * under the buyer's row lock. The whole total was held at confirm: a made row is charged from it (a
 * counter, no balance move), a failed or cancelled row's share goes back through
 * `applyCreditChange`, once per row and attempt. The licence is granted with the first made row,
 * and returned when the batch ends with none made. The render job calls it through the renders
 * module's `BatchRowSettlement`, so the renders module never imports this one.
 */
export function createBatchSettlement(deps: {
  jobs: Pick<JobQueue<JobPayloads>, 'send'>;
  /**
   * The batch as its owner's API answers it, for the `batch.finished` webhook; without it (an
   * account being closed, whose endpoints go with it) no event is recorded.
   */
  describe?: (tx: Tx, batchId: string) => Promise<Batch>;
  /**
   * STORE_TIME_ZONE: a team member's share given back goes back into the month its hold counted
   * in. Null for an account being closed, whose batches no month limits.
   */
  storeTimeZone: string | null;
}): BatchSettlement {
  const { storeTimeZone } = deps;
  const settlement: BatchSettlement = {
    async made(tx, render) {
      const moved = await moveShare(tx, rowOf(render), 'held', 'charged');
      if (!moved) return;
      const batch = await chargeMadeRow(tx, moved.batchId);
      if (!batch) return;
      if (batch.licenceState === 'held') await grantLicence(tx, batch, storeTimeZone);
      await settlement.closeIfDone(tx, batch);
    },

    async released(tx, render) {
      const batch = render.batchId ? await findBatch(tx, render.batchId) : undefined;
      if (!batch) return undefined;
      const balance = await settlement.releaseRow(tx, batch, render);
      await settlement.closeIfDone(tx, batch);
      return balance;
    },

    async releaseRow(tx, batch, render) {
      const moved = await moveShare(tx, rowOf(render), 'held', 'returned');
      if (!moved || batch.perResult === 0) return undefined;
      const refund = await applyCreditChange(tx, {
        userId: batch.userId,
        delta: batch.perResult,
        reason: 'refund',
        reference: batchReference.refund(batch.id, moved.row, moved.attempt),
        refunds: refundedSpend(
          { reference: rowAttemptHold(batch.id, moved.row, moved.attempt) },
          storeTimeZone,
        ),
      });
      await addToBatchCredits(tx, batch.id, { returned: batch.perResult });
      return refund.balanceAfter;
    },

    async closeIfDone(tx, batch) {
      if (await renderOrders.hasActiveBatchRenders(tx, batch.id)) return;
      const now = await findBatch(tx, batch.id);
      if (now?.licenceState === 'held') await returnLicence(tx, now, storeTimeZone);
      const finished = await markFinished(tx, batch.id);
      if (!finished) return;
      // Cancelled too: the rows being made finish after the cancel, maybe once the buyer has left.
      await deps.jobs.send('mail-batch-finished', { batchId: batch.id }, { tx });
      if (deps.describe) {
        await recordWebhookEvent(tx, {
          userId: batch.userId,
          type: 'batch.finished',
          objectId: batch.id,
          payload: await deps.describe(tx, batch.id),
        });
      }
    },
  };
  return settlement;
}

/** The row a render makes: its batch, its row and itself as the row's current render. */
function rowOf(render: BatchRowRender) {
  if (render.batchId === null || render.batchRow === null) {
    throw new Error(`render ${render.id} is not a batch row`);
  }
  return { batchId: render.batchId, row: render.batchRow, renderId: render.id };
}

/**
 * The licence, with the first made row: a purchase paid by the batch's hold. Bought meanwhile (a
 * purchase or another order while the batch waited): its share goes back instead.
 */
async function grantLicence(tx: Tx, batch: BatchRecord, storeTimeZone: string | null) {
  const templateId = Number(batch.templateId);
  if (await commerceRecords.findFirstLicence(tx, batch.userId, templateId)) {
    await returnLicence(tx, batch, storeTimeZone);
    return;
  }
  if (!(await moveLicence(tx, batch.id, 'held', 'granted'))) return;
  await commerceRecords.licenseRenderOrder(tx, {
    userId: batch.userId,
    templateId,
    credits: batch.licence,
    holdLedgerId: batch.holdLedgerId!,
  });
  await addToBatchCredits(tx, batch.id, { charged: batch.licence });
}

/** The licence share back to the balance, once per hold of it (named by the batch's retries). */
async function returnLicence(tx: Tx, batch: BatchRecord, storeTimeZone: string | null) {
  if (!(await moveLicence(tx, batch.id, 'held', 'returned'))) return;
  await applyCreditChange(tx, {
    userId: batch.userId,
    delta: batch.licence,
    reason: 'refund',
    reference: batchReference.licenceRefund(batch.id, batch.retries),
    // The batch's hold row is the one the licence share was last held by (a retry moves it).
    refunds:
      batch.holdLedgerId === null
        ? undefined
        : refundedSpend({ ledgerId: batch.holdLedgerId }, storeTimeZone),
  });
  await addToBatchCredits(tx, batch.id, { returned: batch.licence });
}
