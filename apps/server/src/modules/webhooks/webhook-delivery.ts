import {
  WEBHOOK_DISABLE_AFTER_DAYS,
  WEBHOOK_HEADERS_TIMEOUT_SECONDS,
  WEBHOOK_TIMEOUT_SECONDS,
  WebhookMessage,
} from '@frameshop/contract';
import type { Config } from '../../config/env';
import type { Secrets } from '../../config/secrets';
import type { Db } from '../../db/database';
import type { JobLog } from '../../jobs/job-types';
import type { Mailer } from '../mail';
import { UsersService } from '../users';
import { endpointDisabledMail } from './webhook-mail';
import { type Resolver, sendWebhook, systemResolver } from './webhook-sender';
import { type SecretBox, webhookSecretBox } from './webhook-secret-box';
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
/** An endpoint that takes the request and never answers is given up after this (ADR 56). */
const WEBHOOK_HEADERS_TIMEOUT_MS = WEBHOOK_HEADERS_TIMEOUT_SECONDS * 1000;
/**
 * Deliveries one process sends at once. Each endpoint has at most one in flight and each account at
 * most 5 endpoints, so one account holds at most 5 of them.
 */
export const WEBHOOK_SENDS_AT_ONCE = 20;
const DAY_MS = 86_400_000;

export interface WebhookDeliveryDependencies {
  db: Db;
  config: Pick<Config, 'webhooks' | 'publicUrl' | 'secretsFromEnv'>;
  /** What the signing secrets are encrypted with at rest (ADR 56). */
  secrets: Pick<Secrets, 'jwtSecret'>;
  log: JobLog;
  /** The owner of an endpoint disabled for failing is mailed; without a mailer nobody is. */
  mailer?: Mailer;
  clock?: Clock;
  resolve?: Resolver;
  timeoutMs?: number;
  /** The answer's headers must come within this (at most `timeoutMs`); 5 s unless a test says. */
  headersTimeoutMs?: number;
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
  let stopping = new AbortController();
  const terms = {
    resolve: deps.resolve ?? systemResolver,
    allowPrivate: deps.config.webhooks.allowPrivate,
    extraPorts: deps.config.webhooks.extraPorts,
    timeoutMs,
    headersTimeoutMs: Math.min(deps.headersTimeoutMs ?? WEBHOOK_HEADERS_TIMEOUT_MS, timeoutMs),
  };
  const delays = deps.config.webhooks.retryDelaysSeconds;
  const users = new UsersService(deps.db);
  const box = webhookSecretBox(deps.config, deps.secrets);
  /** This process's sends under way: each frees its slot when its outcome is recorded. */
  const sending = new Set<Promise<void>>();
  let filling: Promise<void> | undefined;
  let fillAgain = false;

  return { deliverDue, wake, settle };

  /**
   * One pass, waited for: takes what is due (at most WEBHOOK_SENDS_AT_ONCE, one per endpoint),
   * sends it and records the outcomes; answers how many it attempted.
   */
  async function deliverDue(): Promise<number> {
    const claimed = await claim(WEBHOOK_SENDS_AT_ONCE);
    await Promise.all(claimed.map(deliver));
    return claimed.length;
  }

  /**
   * Fills this process's free send slots with due deliveries and returns without waiting for the
   * sends: a slot is taken again as soon as its send is recorded, so a slow endpoint holds its own
   * slot and nobody else's. Called by the job after each event and every 5 s.
   */
  function wake(): Promise<void> {
    if (filling) {
      fillAgain = true;
      return filling;
    }
    filling = fill().finally(() => {
      filling = undefined;
    });
    return filling;
  }

  async function fill(): Promise<void> {
    do {
      fillAgain = false;
      const free = WEBHOOK_SENDS_AT_ONCE - sending.size;
      if (free <= 0 || stopping.signal.aborted) return;
      for (const row of await claim(free)) {
        const send: Promise<void> = deliver(row)
          .catch((err: unknown) =>
            deps.log.error(
              { err, deliveryId: row.id },
              'webhook send not recorded; its lease brings it back',
            ),
          )
          .finally(() => {
            sending.delete(send);
            if (!stopping.signal.aborted) void wake();
          });
        sending.add(send);
      }
    } while (fillAgain);
  }

  /**
   * For a stopping process: aborts its sends and waits for them. Their outcomes are not recorded;
   * their leases end and another process sends them again.
   */
  async function settle(): Promise<void> {
    stopping.abort();
    await filling;
    await Promise.allSettled([...sending]);
    // A queue started again sends again.
    stopping = new AbortController();
  }

  function claim(limit: number): Promise<WebhookDeliveryRow[]> {
    const now = clock.now();
    // Past the send's own timeout, with room for recording its outcome.
    const leaseUntil = new Date(now.getTime() + timeoutMs + 30_000);
    return deps.db.transaction((tx) => claimDueDeliveries(tx, now, leaseUntil, limit));
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
    const { signal } = stopping;
    const signing = secretsOf(endpoint, clock.now(), box);
    const outcome = signing
      ? await sendWebhook(
          endpoint.url,
          signedHeaders(row.messageId, new Date(), body, signing),
          body,
          { ...terms, signal },
        )
      : { status: null, body: null, error: WebhookMessage.secretUnreadable };
    if (signal.aborted) return;
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

/**
 * The secrets a delivery is signed with: the current one, and the replaced one for its 24 hours;
 * undefined when they cannot be decrypted (the key was changed: rotating the secret mends it).
 */
function secretsOf(endpoint: WebhookEndpointRow, now: Date, box: SecretBox): string[] | undefined {
  const previousValid =
    endpoint.previousSecret !== null &&
    endpoint.previousSecretUntil !== null &&
    endpoint.previousSecretUntil > now;
  const stored = previousValid ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
  try {
    return stored.map((secret) => box.open(secret));
  } catch {
    return undefined;
  }
}
