import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@frameshop/contract';
import { afterCommit } from '../../db/after-commit';
import type { Db, Tx } from '../../db/database';
import { insertEventDeliveries } from './webhooks.repository';

/** An event of one object (a render, a batch, an account's balance) for its owner's endpoints. */
export interface WebhookEvent {
  userId: string;
  type: WebhookEventType;
  /** The object the event is about: its events reach an endpoint in the order they were recorded. */
  objectId: string;
  /** The body's `data`: the object as the API answers it to its owner, nobody else's. */
  payload: unknown;
  /** Makes recording the same event again a no-op. */
  eventKey?: string;
}

/**
 * Start delivering what was recorded on a database, after its commit: the HTTP app sends the
 * delivery job (for whichever process works it), a process that runs the jobs wakes its own sends.
 */
const wakersOf = new WeakMap<Db, Set<() => void>>();

/**
 * Adds what wakes the deliveries of `db` once an event's transaction commits. Answers what takes
 * it off again: a waker holds its app (and all the app holds) for as long as the database lives,
 * so an app closed on a database that stays open (another app, a bench's next section) lets go.
 */
export function wakeDeliveriesWith(db: Db, wake: () => void): () => void {
  const wakers = wakersOf.get(db) ?? new Set();
  wakers.add(wake);
  wakersOf.set(db, wakers);
  return () => wakers.delete(wake);
}

/**
 * Records an event in the webhook outbox inside the caller's transaction: a delivery for every
 * endpoint of the account that asked for the event, which exists if and only if the transaction
 * commits. Once it has, the delivery job is woken; without a waker (or if the process dies first)
 * the recurring delivery job finds it within seconds (ADR 48). Call it from the transaction that
 * makes the event true: `await recordWebhookEvent(tx, { userId, type, objectId, payload })`.
 */
export async function recordWebhookEvent(tx: Tx, event: WebhookEvent): Promise<void> {
  const written = await insertEventDeliveries(tx, {
    userId: event.userId,
    type: event.type,
    objectId: event.objectId,
    data: event.payload,
    messageId: `msg_${randomUUID().replaceAll('-', '')}`,
    eventKey: event.eventKey ?? null,
    occurredAt: new Date(),
  });
  if (written > 0) wakeDeliveriesAfterCommit(tx);
}

/** Wakes the deliveries of the transaction's database once it has committed. */
export function wakeDeliveriesAfterCommit(tx: Tx): void {
  afterCommit(tx, (db) => {
    for (const wake of wakersOf.get(db) ?? []) wake();
  });
}
