import type { PersonalDataStep } from '../../db/personal-data';
import { deleteBatchesOf, findRowsOfBatches, listBatchesOf } from './batches.repository';
import type { JobPayloads, JobQueue } from '../../jobs';
import { cancelBatchRows } from './batch-cancel';
import { createBatchSettlement } from './batch-settlement';

/**
 * A person's batches: exported with their rows (the results themselves are exported by the
 * generated videos step); at closing, before the render orders and the credits, every open batch
 * is cancelled (rows being made too) with its shares returned, then the batches are deleted. The
 * ledger keeps the money's history.
 */
export const createBatchesPersonalData = (deps: {
  jobs: Pick<JobQueue<JobPayloads>, 'send'>;
}): PersonalDataStep => ({
  module: 'batches',
  tables: ['batches', 'batch_rows'],
  async exportData(tx, userId) {
    const records = await listBatchesOf(tx, userId);
    const rows = await findRowsOfBatches(
      tx,
      records.map((batch) => batch.id),
    );
    return {
      batches: records.map((batch) => ({
        id: batch.id,
        templateId: batch.templateId,
        templateName: batch.templateName,
        kind: batch.kind,
        format: batch.format,
        createdAt: batch.createdAt,
        finishedAt: batch.finishedAt,
        cancelledAt: batch.cancelledAt,
        credits: { held: batch.held, charged: batch.charged, returned: batch.returned },
        rows: rows
          .filter((row) => row.batchId === batch.id)
          .map((row) => ({
            row: row.row,
            name: row.name,
            texts: row.texts,
            photos: row.photos,
            resultId: row.renderId,
          })),
      })),
    };
  },
  async erase(tx, owner) {
    // The account closes: no month of its members is left to keep.
    const settlement = createBatchSettlement({ ...deps, storeTimeZone: null });
    for (const batch of await listBatchesOf(tx, owner.id)) {
      if (!batch.finishedAt) await cancelBatchRows(tx, settlement, batch, { making: true });
    }
    await deleteBatchesOf(tx, owner.id);
  },
});
