import { and, asc, desc, eq, inArray, isNull, not, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { webhookDeliveries, webhookDeliveryAttempts, webhookEndpoints } from './webhooks.schema';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof webhookDeliveryAttempts.$inferSelect;
type NewEndpoint = typeof webhookEndpoints.$inferInsert;

/**
 * Holds the account's endpoints still until commit, so two requests adding one at once count each
 * other (the limit of 5). A transaction-scoped advisory lock: nothing to clean up, on both engines.
 */
export async function lockAccountEndpoints(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`webhooks:${userId}`}))`);
}

export async function countEndpoints(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId));
  return Number(row?.count ?? 0);
}

export async function insertEndpoint(tx: Tx, values: NewEndpoint): Promise<WebhookEndpointRow> {
  const [row] = await tx.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export function listEndpoints(tx: Tx, userId: string): Promise<WebhookEndpointRow[]> {
  return tx
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
}

export async function findEndpoint(
  tx: Tx,
  endpointId: string,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
  return row;
}

export async function deleteEndpoint(tx: Tx, userId: string, endpointId: string): Promise<boolean> {
  const deleted = await tx
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id });
  return deleted.length > 0;
}

export async function deleteEndpointsOf(tx: Tx, userId: string): Promise<void> {
  await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
}

/** The new secret signs from now on; the one it replaces signs too until `until`. */
export async function replaceSecret(
  tx: Tx,
  endpointId: string,
  secret: string,
  until: Date,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await tx
    .update(webhookEndpoints)
    .set({
      secret,
      previousSecret: sql`${webhookEndpoints.secret}`,
      previousSecretUntil: until,
    })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning();
  return row;
}

export interface EventRecord {
  userId: string;
  type: string;
  objectId: string;
  data: unknown;
  messageId: string;
  /** Makes the event one delivery per endpoint however often it is recorded. */
  eventKey: string | null;
  occurredAt: Date;
}

/**
 * The event's row in the outbox for every endpoint of the account that asked for it and still
 * receives: due at once. Answers how many were written.
 */
export async function insertEventDeliveries(tx: Tx, event: EventRecord): Promise<number> {
  const at = event.occurredAt.toISOString();
  const { rows } = await tx.execute<{ id: string }>(sql`
    insert into webhook_deliveries
      (endpoint_id, message_id, event_key, event_type, object_id, data, occurred_at, next_attempt_at)
    select e.id, ${event.messageId}, ${event.eventKey}, ${event.type}, ${event.objectId},
      ${JSON.stringify(event.data)}::jsonb, ${at}::timestamptz, ${at}::timestamptz
    from webhook_endpoints e
    where e.user_id = ${event.userId} and e.disabled_at is null and ${event.type} = any(e.events)
    on conflict (endpoint_id, event_key) do nothing
    returning id`);
  return rows.length;
}

type NewDelivery = typeof webhookDeliveries.$inferInsert;

export async function insertDelivery(tx: Tx, values: NewDelivery): Promise<WebhookDeliveryRow> {
  const [row] = await tx.insert(webhookDeliveries).values(values).returning();
  return row!;
}

export async function findDelivery(
  tx: Tx,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await tx
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
  return row;
}

/** The endpoint's deliveries, newest first. */
export function listDeliveries(
  tx: Tx,
  endpointId: string,
  limit: number,
): Promise<WebhookDeliveryRow[]> {
  return tx
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.sequence))
    .limit(limit);
}

/**
 * Takes up to `limit` deliveries due at `now` for one attempt each, leased until `leaseUntil`:
 * pending, not leased by a live worker, of an endpoint still receiving, and the earliest pending
 * of their endpoint and object (a later event of the same render waits for the earlier to be
 * delivered or given up). Rows another worker is taking are skipped, not waited for.
 *
 * Fair across accounts (ADR 56): at most one delivery of an endpoint is in flight (an endpoint
 * with a live lease offers none, and a pass takes only its earliest due), and accounts take turns:
 * each account's first endpoint before anyone's second, an account already sending counted as
 * having had its turns. One account's backlog of slow endpoints cannot take every slot.
 */
export function claimDueDeliveries(
  tx: Tx,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<WebhookDeliveryRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return tx
    .update(webhookDeliveries)
    .set({ leasedUntil: leaseUntil, attempts: sql`${webhookDeliveries.attempts} + 1` })
    .where(
      sql`${webhookDeliveries.id} in (
        select locked.id from webhook_deliveries locked
        where locked.id in (
          select turns.id from (
            select firsts.id, firsts.sequence,
              row_number() over (partition by firsts.user_id order by firsts.sequence)
                + firsts.sending as turn
            from (
              select distinct on (d.endpoint_id) d.id, d.sequence, e.user_id,
                (select count(*) from webhook_deliveries busy
                  join webhook_endpoints mine on mine.id = busy.endpoint_id
                  where mine.user_id = e.user_id and busy.status = 'pending'
                    and busy.leased_until > ${at}) as sending
              from webhook_deliveries d
              join webhook_endpoints e on e.id = d.endpoint_id and e.disabled_at is null
              where d.status = 'pending' and d.next_attempt_at <= ${at}
                and (d.leased_until is null or d.leased_until <= ${at})
                and not exists (
                  select 1 from webhook_deliveries earlier
                  where earlier.endpoint_id = d.endpoint_id and earlier.object_id = d.object_id
                    and earlier.status = 'pending' and earlier.sequence < d.sequence)
                and not exists (
                  select 1 from webhook_deliveries busy
                  where busy.endpoint_id = d.endpoint_id and busy.status = 'pending'
                    and busy.leased_until > ${at})
              order by d.endpoint_id, d.sequence
            ) firsts
          ) turns
          order by turns.turn, turns.sequence
          limit ${limit})
        for update skip locked)`,
    )
    .returning();
}

export interface AttemptRecord {
  status: 'pending' | 'delivered' | 'failed';
  nextAttemptAt: Date | null;
  at: Date;
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
}

/**
 * Records the attempt `attempt` of a delivery, if it is still that attempt's (its lease held): on
 * the delivery's row as its last, and in its attempts, which keep every one.
 */
export async function recordAttempt(
  tx: Tx,
  deliveryId: string,
  attempt: number,
  outcome: AttemptRecord,
): Promise<void> {
  const recorded = await tx
    .update(webhookDeliveries)
    .set({
      status: outcome.status,
      nextAttemptAt: outcome.nextAttemptAt,
      leasedUntil: null,
      lastAttemptAt: outcome.at,
      responseStatus: outcome.responseStatus,
      responseBody: outcome.responseBody,
      error: outcome.error,
    })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.attempts, attempt)))
    .returning({ id: webhookDeliveries.id });
  if (recorded.length === 0) return;
  await tx.insert(webhookDeliveryAttempts).values({
    deliveryId,
    attempt,
    at: outcome.at,
    responseStatus: outcome.responseStatus,
    responseBody: outcome.responseBody,
    error: outcome.error,
  });
}

/** The attempts of these deliveries, oldest first. */
export function listAttempts(tx: Tx, deliveryIds: string[]): Promise<WebhookAttemptRow[]> {
  if (deliveryIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(webhookDeliveryAttempts)
    .where(inArray(webhookDeliveryAttempts.deliveryId, deliveryIds))
    .orderBy(asc(webhookDeliveryAttempts.deliveryId), asc(webhookDeliveryAttempts.attempt));
}

/** A success ends the endpoint's failing period. */
export async function markEndpointAnswering(tx: Tx, endpointId: string): Promise<void> {
  await tx
    .update(webhookEndpoints)
    .set({ failingSince: null })
    .where(eq(webhookEndpoints.id, endpointId));
}

/**
 * A failure starts the failing period (unless one is running); answers the endpoint, disabled now
 * when its period reached `disableBefore`, with `disabledNow` true only for the call that did it.
 */
export async function markEndpointFailing(
  tx: Tx,
  endpointId: string,
  at: Date,
  disableBefore: Date,
): Promise<{ row: WebhookEndpointRow; disabledNow: boolean } | undefined> {
  const [failing] = await tx
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at})` })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning();
  if (!failing || failing.disabledAt || !failing.failingSince)
    return failing && { row: failing, disabledNow: false };
  if (failing.failingSince > disableBefore) return { row: failing, disabledNow: false };
  const [disabled] = await tx
    .update(webhookEndpoints)
    .set({ disabledAt: at })
    .where(and(eq(webhookEndpoints.id, endpointId), isNull(webhookEndpoints.disabledAt)))
    .returning();
  return disabled ? { row: disabled, disabledNow: true } : { row: failing, disabledNow: false };
}

/** A disabled endpoint's waiting deliveries are given up, with the reason. */
export async function giveUpPending(tx: Tx, endpointId: string, reason: string): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({ status: 'failed', nextAttemptAt: null, leasedUntil: null, error: reason })
    .where(
      and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')),
    );
}

/**
 * Deletes up to `limit` deliveries made before `before` that are no longer waiting (their attempts
 * go with them); answers how many. Pending ones stay until they are delivered or given up.
 */
export async function deleteOldDeliveries(tx: Tx, before: Date, limit: number): Promise<number> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    delete from webhook_deliveries where id in (
      select id from webhook_deliveries
      where created_at < ${before.toISOString()}::timestamptz and status <> 'pending'
      limit ${limit})
    returning id`);
  return rows.length;
}

/** Endpoints whose secret, or replaced secret, is still stored in clear (from before ADR 56). */
export function endpointsWithClearSecrets(tx: Tx, limit: number): Promise<WebhookEndpointRow[]> {
  return tx
    .select()
    .from(webhookEndpoints)
    .where(
      or(
        not(sql`${webhookEndpoints.secret} like 'enc1:%'`),
        not(sql`coalesce(${webhookEndpoints.previousSecret}, 'enc1:') like 'enc1:%'`),
      ),
    )
    .limit(limit);
}

/** Replaces an endpoint's stored secrets, if they are still the ones read (a rotation wins). */
export async function replaceStoredSecrets(
  tx: Tx,
  row: Pick<WebhookEndpointRow, 'id' | 'secret' | 'previousSecret'>,
  sealed: { secret: string; previousSecret: string | null },
): Promise<void> {
  await tx
    .update(webhookEndpoints)
    .set(sealed)
    .where(
      and(
        eq(webhookEndpoints.id, row.id),
        eq(webhookEndpoints.secret, row.secret),
        sql`${webhookEndpoints.previousSecret} is not distinct from ${row.previousSecret}`,
      ),
    );
}
