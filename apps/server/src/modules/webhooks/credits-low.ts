import { watchCreditChanges, type CreditWatch } from '../credits';
import { wakeDeliveriesAfterCommit } from './webhook-events';

/**
 * `credits.low`: once per crossing, when a change takes the balance from an endpoint's threshold
 * or more to under it. Its deliveries are written by the change's own statement (`CreditWatch`),
 * a row for each endpoint of the account that asked for the event and still receives, keyed by the
 * ledger row: no round trip of its own on any spend, with or without such an endpoint, and the
 * delivery exists if and only if the change committed (ADR 54). Its body's `data` is the balance,
 * the balance before and the change's reason.
 */
const creditsLowWatch: CreditWatch = {
  name: 'credits-low',
  sql: `credits_low as (
     insert into "webhook_deliveries"
       (endpoint_id, message_id, event_key, event_type, object_id, data, occurred_at, next_attempt_at)
     select e.id, 'msg_' || replace(gen_random_uuid()::text, '-', ''), 'credits.low:' || entry.id,
       'credits.low', 'credits:' || $1::uuid::text,
       jsonb_build_object('balance', entry.balance_after,
         'previousBalance', entry.balance_after - entry.delta, 'reason', $2::text),
       now(), now()
     from entry join "webhook_endpoints" e on e.user_id = $1::uuid
     where entry.delta < 0 and e.disabled_at is null and 'credits.low' = any(e.events)
       and e.credits_low_threshold <= entry.balance_after - entry.delta
       and e.credits_low_threshold > entry.balance_after
     returning 1)`,
  written: 'credits_low',
  afterWriting: wakeDeliveriesAfterCommit,
};

/** Makes every change of a balance in this process record `credits.low` (set once, or again). */
export function recordLowCredits(): void {
  watchCreditChanges(creditsLowWatch);
}
