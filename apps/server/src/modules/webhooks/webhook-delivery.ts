import {
  WEBHOOK_DISABLE_AFTER_DAYS,
  WEBHOOK_TIMEOUT_SECONDS,
  WebhookMessage,
} from '@frameshop/contract';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import type { JobLog } from '../../jobs/job-types';
import type { Mailer } from '../mail';
import { UsersService } from '../users';
import { endpointDisabledMail } from './webhook-mail';
import { type Resolver, sendWebhook, systemResolver } from './webhook-sender';
import { signedHeaders } from './webhook-signature';
import {
  claimDueDeliveries,
  findEndpoint,
  giveUpPending,
  markEndpointAnswering,
  markEndpointFailing,
  recordAttempt,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from './webhooks.repository';

/** What time it is for the delivery schedule: tests move it instead of waiting. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

export const WEBHOOK_TIMEOUT_MS = WEBHOOK_TIMEOUT_SECONDS * 1000;
/** Deliveries one pass takes at once; a full pass asks for another at once. */
export const WEBHOOK_PASS_SIZE = 20;
const DAY_MS = 86_400_000;

export interface WebhookDeliveryDependencies {
  db: Db;
  config: Pick<Config, 'webhooks' | 'publicUrl'>;
  log: JobLog;
  /** The owner of an endpoint disabled for failing is mailed; without a mailer nobody is. */
  mailer?: Mailer;
  clock?: Clock;
  resolve?: Resolver;
  timeoutMs?: number;
}

/**
 * The outbox's sender (ADR 48): takes the deliveries due now (leased, so a worker that dies
 * leaves them to the next once the lease ends), sends each signed, and records the outcome with
 * the next attempt's time from WEBHOOK_RETRY_DELAYS, or gives it up after the last. The schedule
 * is in the database: any process's pass picks up where another stopped.
 */
export function createWebhookDelivery(deps: WebhookDeliveryDependencies) {
  const clock = deps.clock ?? systemClock;
  const timeoutMs = deps.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const terms = {
    resolve: deps.resolve ?? systemResolver,
    allowPrivate: deps.config.webhooks.allowPrivate,
    timeoutMs,
  };
  const delays = deps.config.webhooks.retryDelaysSeconds;
  const users = new UsersService(deps.db);

  return { deliverDue };

  /** One pass: answers how many deliveries it attempted (WEBHOOK_PASS_SIZE means there may be more due). */
  async function deliverDue(): Promise<number> {
    const now = clock.now();
    // Past the send's own timeout, with room for recording its outcome.
    const leaseUntil = new Date(now.getTime() + timeoutMs + 30_000);
    const claimed = await deps.db.transaction((tx) =>
      claimDueDeliveries(tx, now, leaseUntil, WEBHOOK_PASS_SIZE),
    );
    await Promise.all(claimed.map(deliver));
    return claimed.length;
  }

  async function deliver(row: WebhookDeliveryRow): Promise<void> {
    const endpoint = await findEndpoint(deps.db, row.endpointId);
    if (!endpoint) return;
    const body = JSON.stringify({
      type: row.eventType,
      timestamp: row.occurredAt.toISOString(),
      data: row.data,
    });
    // Signed with the wall clock's time: receivers check it against theirs.
    const headers = signedHeaders(
      row.messageId,
      new Date(),
      body,
      secretsOf(endpoint, clock.now()),
    );
    const outcome = await sendWebhook(endpoint.url, headers, body, terms);
    const at = clock.now();
    const delivered = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
    // `attempts` counts this one: the first retry waits delays[0].
    const delay = delays[row.attempts - 1];
    const status = delivered ? 'delivered' : delay === undefined ? 'failed' : 'pending';
    const attempt = {
      status,
      nextAttemptAt: status === 'pending' ? new Date(at.getTime() + delay! * 1000) : null,
      at,
      responseStatus: outcome.status,
      responseBody: outcome.body,
      error: outcome.error,
    } as const;
    // The endpoint's row first: outcomes of one endpoint recorded at once take their locks in
    // one order (the endpoint, then its deliveries), never each other's the other way round.
    const disabled = await deps.db.transaction(async (tx) => {
      if (delivered) {
        await markEndpointAnswering(tx, endpoint.id);
        await recordAttempt(tx, row.id, row.attempts, attempt);
        return undefined;
      }
      const failing = await markEndpointFailing(
        tx,
        endpoint.id,
        at,
        new Date(at.getTime() - WEBHOOK_DISABLE_AFTER_DAYS * DAY_MS),
      );
      await recordAttempt(tx, row.id, row.attempts, attempt);
      if (!failing?.row.disabledAt) return undefined;
      // This delivery too, and any another pass was sending when the endpoint was disabled.
      await giveUpPending(tx, endpoint.id, WebhookMessage.disabled);
      return failing.disabledNow ? failing.row : undefined;
    });
    if (!delivered) {
      deps.log.info(
        {
          endpointId: endpoint.id,
          deliveryId: row.id,
          status: outcome.status,
          error: outcome.error,
        },
        'webhook delivery failed',
      );
    }
    if (disabled) await mailOwner(disabled);
  }

  async function mailOwner(endpoint: WebhookEndpointRow): Promise<void> {
    if (!deps.mailer) return;
    try {
      const user = await users.findById(endpoint.userId);
      if (!user) return;
      const mail = endpointDisabledMail(endpoint.url, deps.config.publicUrl);
      await deps.mailer.send({ to: user.email, ...mail }, deps.log);
    } catch (err) {
      deps.log.warn({ err, endpointId: endpoint.id }, 'webhook disabled mail not sent');
    }
  }
}

/** The secrets a delivery is signed with: the current one, and the replaced one for its 24 hours. */
function secretsOf(endpoint: WebhookEndpointRow, now: Date): string[] {
  const previousValid =
    endpoint.previousSecret !== null &&
    endpoint.previousSecretUntil !== null &&
    endpoint.previousSecretUntil > now;
  return previousValid ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
}
