import type { Db } from '../../db/database';
import { deleteOldDeliveries } from './webhooks.repository';

const DAY_MS = 86_400_000;
/** Rows one statement deletes: a big first prune is many short statements, not one long lock. */
const PRUNE_BATCH = 1000;

/**
 * Drops the delivery log's entries older than WEBHOOK_LOG_DAYS (ADR 56): their payloads hold the
 * buyer's data and signed links, which are kept no longer than the log is useful. Answers how many.
 */
export async function pruneWebhookLog(db: Db, logDays: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - logDays * DAY_MS);
  let pruned = 0;
  for (;;) {
    const deleted = await deleteOldDeliveries(db, before, PRUNE_BATCH);
    pruned += deleted;
    if (deleted < PRUNE_BATCH) return pruned;
  }
}
