import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

/**
 * A buyer's webhook endpoint. The secret is kept in clear because every delivery is signed with
 * it; it is answered once, when made or rotated. After a rotation the previous one signs too until
 * `previous_secret_until`.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    creditsLowThreshold: integer('credits_low_threshold'),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    /** Since when every attempt failed (no 2xx since); null after a success. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_endpoints_user_idx').on(table.userId, table.createdAt)],
);

/**
 * The outbox: one row per event and endpoint, written in the transaction that caused the event,
 * and its delivery schedule (ADR 48). `sequence` orders the events of one object: a delivery waits
 * while an earlier one of the same endpoint and object is still pending. `event_key` makes an
 * event recorded twice (a credit change observed by two processes) one delivery.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sequence: bigserial('sequence', { mode: 'number' }).notNull(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The `webhook-id` header; a resend keeps its event's. */
    messageId: text('message_id').notNull(),
    eventKey: text('event_key'),
    eventType: text('event_type').notNull(),
    objectId: text('object_id').notNull(),
    /** The body's `data`. */
    data: jsonb('data').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** A worker sending it holds it until then; past it, another may (its process died). */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('webhook_deliveries_object_idx').on(table.endpointId, table.objectId, table.sequence),
    // The log's pruning finds its old rows by age.
    index('webhook_deliveries_created_idx').on(table.createdAt),
    uniqueIndex('webhook_deliveries_event_key_idx').on(table.endpointId, table.eventKey),
    check(
      'webhook_deliveries_pending_scheduled',
      sql`${table.status} <> 'pending' or ${table.nextAttemptAt} is not null`,
    ),
  ],
);

/**
 * Each attempt of a delivery as it came out (ADR 56): the delivery's row keeps only the last, and
 * a success must not hide the failures before it.
 */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    error: text('error'),
  },
  (table) => [primaryKey({ columns: [table.deliveryId, table.attempt] })],
);
