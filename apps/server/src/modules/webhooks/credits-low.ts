import type { Db } from '../../db/database';
import type { JobLog } from '../../jobs/job-types';
import { observeCreditChanges } from '../credits';
import { recordWebhookEvent } from './webhook-events';

/**
 * `credits.low`: once per crossing, when a spend takes the balance from an endpoint's threshold or
 * more to under it. Recorded as soon as the spend has committed, keyed by its ledger row, so the
 * observers of two processes on one database record it once (ADR 48 says why not inside the
 * spend's transaction).
 */
export function recordLowCredits(db: Db, log: JobLog): () => void {
  return observeCreditChanges(db, (change) => {
    if (change.delta >= 0) return;
    const before = change.balanceAfter - change.delta;
    recordWebhookEvent(db, {
      userId: change.userId,
      type: 'credits.low',
      objectId: `credits:${change.userId}`,
      eventKey: `credits.low:${change.ledgerId}`,
      balanceFell: { before, after: change.balanceAfter },
      payload: {
        balance: change.balanceAfter,
        previousBalance: before,
        reason: change.reason,
      },
    }).catch((err: unknown) => log.warn({ err }, 'credits.low webhook event not recorded'));
  });
}
