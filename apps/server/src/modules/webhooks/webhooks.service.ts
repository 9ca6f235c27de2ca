import { randomUUID } from 'node:crypto';
import {
  type CreateWebhookRequest,
  WEBHOOK_MAX_ENDPOINTS,
  WEBHOOK_OLD_SECRET_HOURS,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookDeliveryAnswer,
  type WebhookEndpoint,
  type WebhookEndpointList,
  type WebhookEventType,
  WebhookMessage,
  type WebhookSecretAnswer,
} from '@frameshop/contract';
import type { Config } from '../../config/env';
import type { Secrets } from '../../config/secrets';
import type { Db, Tx } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { AppError } from '../../http/app-error';
import { mayUsePort } from './webhook-address';
import { type Clock, systemClock } from './webhook-delivery';
import { wakeDeliveriesAfterCommit } from './webhook-events';
import { AddressRefused, checkedAddresses, type Resolver, systemResolver } from './webhook-sender';
import { type SecretBox, webhookSecretBox } from './webhook-secret-box';
import { newWebhookSecret } from './webhook-signature';
import {
  countEndpoints,
  deleteEndpoint,
  findDelivery,
  findEndpoint,
  insertDelivery,
  insertEndpoint,
  listDeliveries,
  listAttempts,
  listEndpoints,
  lockAccountEndpoints,
  replaceSecret,
  type WebhookAttemptRow,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from './webhooks.repository';

/** Deliveries the log shows per endpoint, newest first. */
const LOG_LENGTH = 50;

export interface WebhooksServiceDependencies {
  db: Db;
  config: Pick<Config, 'isProduction' | 'webhooks' | 'secretsFromEnv'>;
  /** What the signing secrets are encrypted with at rest (ADR 56). */
  secrets: Pick<Secrets, 'jwtSecret'>;
  /** Where an endpoint's name is looked up when it is saved; tests pass their own. */
  resolve?: Resolver;
  clock?: Clock;
}

/** A buyer's endpoints: adding (public https addresses only), listing, rotating, testing, the log. */
export class WebhooksService {
  private readonly resolve: Resolver;
  private readonly clock: Clock;
  private readonly box: SecretBox;

  constructor(private readonly deps: WebhooksServiceDependencies) {
    this.resolve = deps.resolve ?? systemResolver;
    this.clock = deps.clock ?? systemClock;
    this.box = webhookSecretBox(deps.config, deps.secrets);
  }

  async create(userId: string, request: CreateWebhookRequest): Promise<WebhookSecretAnswer> {
    const events = [...new Set(request.events)] as WebhookEventType[];
    const threshold = request.creditsLowThreshold ?? null;
    if (threshold !== null && !events.includes('credits.low')) {
      throw AppError.badRequest(WebhookMessage.thresholdWithoutEvent);
    }
    const url = await this.checkedUrl(request.url);
    const secret = newWebhookSecret();
    const row = await this.deps.db.transaction(async (tx) => {
      await lockAccountEndpoints(tx, userId);
      if ((await countEndpoints(tx, userId)) >= WEBHOOK_MAX_ENDPOINTS) {
        throw AppError.conflict(WebhookMessage.tooMany(WEBHOOK_MAX_ENDPOINTS));
      }
      return insertEndpoint(tx, {
        userId,
        url,
        events,
        creditsLowThreshold: threshold,
        secret: this.box.seal(secret),
      });
    });
    return { ...toEndpoint(row), secret };
  }

  async list(userId: string): Promise<WebhookEndpointList> {
    const rows = await listEndpoints(this.deps.db, userId);
    return { endpoints: rows.map(toEndpoint) };
  }

  async remove(userId: string, endpointId: string): Promise<{ deleted: true }> {
    if (!isUuid(endpointId) || !(await deleteEndpoint(this.deps.db, userId, endpointId))) {
      throw AppError.notFound(WebhookMessage.notFound);
    }
    return { deleted: true };
  }

  /** A new secret, answered once; the old one keeps signing for 24 hours beside it. */
  async rotateSecret(userId: string, endpointId: string): Promise<WebhookSecretAnswer> {
    const secret = newWebhookSecret();
    const until = new Date(this.clock.now().getTime() + WEBHOOK_OLD_SECRET_HOURS * 3_600_000);
    const row = await this.deps.db.transaction(async (tx) => {
      await this.ownEndpoint(tx, userId, endpointId);
      return replaceSecret(tx, endpointId, this.box.seal(secret), until);
    });
    if (!row) throw AppError.notFound(WebhookMessage.notFound);
    return { ...toEndpoint(row), secret };
  }

  /** Queues a `webhook.test` event to this endpoint alone, through the outbox like any other. */
  async sendTest(userId: string, endpointId: string): Promise<WebhookDeliveryAnswer> {
    return this.deps.db.transaction(async (tx) => {
      const endpoint = await this.receivingEndpoint(tx, userId, endpointId);
      const now = this.clock.now();
      const row = await insertDelivery(tx, {
        endpointId: endpoint.id,
        messageId: `msg_${randomUUID().replaceAll('-', '')}`,
        eventType: WEBHOOK_TEST_EVENT,
        objectId: endpoint.id,
        data: { endpointId: endpoint.id, message: 'This is a test event from Frameshop.' },
        occurredAt: now,
        nextAttemptAt: now,
      });
      wakeDeliveriesAfterCommit(tx);
      return { delivery: toDelivery(row, []), message: WebhookMessage.testQueued };
    });
  }

  /** The endpoint's deliveries, newest first, with every attempt's outcome. */
  async deliveries(userId: string, endpointId: string): Promise<{ deliveries: WebhookDelivery[] }> {
    await this.ownEndpoint(this.deps.db, userId, endpointId);
    const rows = await listDeliveries(this.deps.db, endpointId, LOG_LENGTH);
    const attempts = await listAttempts(
      this.deps.db,
      rows.map((row) => row.id),
    );
    return {
      deliveries: rows.map((row) =>
        toDelivery(
          row,
          attempts.filter((attempt) => attempt.deliveryId === row.id),
        ),
      ),
    };
  }

  /**
   * Sends a delivery's event again as a new delivery with the same message id (receivers that
   * keep the ids they handled see it is the same event), after the object's earlier ones.
   */
  async resend(
    userId: string,
    endpointId: string,
    deliveryId: string,
  ): Promise<WebhookDeliveryAnswer> {
    return this.deps.db.transaction(async (tx) => {
      const endpoint = await this.receivingEndpoint(tx, userId, endpointId);
      const original = isUuid(deliveryId)
        ? await findDelivery(tx, endpoint.id, deliveryId)
        : undefined;
      if (!original) throw AppError.notFound(WebhookMessage.deliveryNotFound);
      const now = this.clock.now();
      const row = await insertDelivery(tx, {
        endpointId: endpoint.id,
        messageId: original.messageId,
        eventType: original.eventType,
        objectId: original.objectId,
        data: original.data,
        occurredAt: original.occurredAt,
        nextAttemptAt: now,
      });
      wakeDeliveriesAfterCommit(tx);
      return { delivery: toDelivery(row, []), message: WebhookMessage.resendQueued };
    });
  }

  private async ownEndpoint(tx: Tx, userId: string, endpointId: string) {
    const row = isUuid(endpointId) ? await findEndpoint(tx, endpointId) : undefined;
    if (row?.userId !== userId) throw AppError.notFound(WebhookMessage.notFound);
    return row;
  }

  private async receivingEndpoint(tx: Tx, userId: string, endpointId: string) {
    const row = await this.ownEndpoint(tx, userId, endpointId);
    if (row.disabledAt) throw AppError.conflict(WebhookMessage.disabled);
    return row;
  }

  /**
   * The URL as it will be called, once its scheme, credentials and every address its name
   * resolves to are acceptable. Checked again at each delivery: a name may point elsewhere later.
   */
  private async checkedUrl(value: string): Promise<string> {
    const url = new URL(value);
    if (this.deps.config.isProduction && url.protocol !== 'https:') {
      throw AppError.badRequest(WebhookMessage.httpsOnly);
    }
    if (url.username || url.password) throw AppError.badRequest(WebhookMessage.credentialsInUrl);
    if (!mayUsePort(url, this.deps.config.webhooks.extraPorts)) {
      throw AppError.badRequest(WebhookMessage.portNotAllowed);
    }
    try {
      await checkedAddresses(url.hostname, {
        resolve: this.resolve,
        allowPrivate: this.deps.config.webhooks.allowPrivate,
      });
    } catch (error) {
      if (error instanceof AddressRefused) throw AppError.badRequest(WebhookMessage.notPublic);
      throw AppError.badRequest(WebhookMessage.unresolvable);
    }
    return url.href;
  }
}

function toEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    endpointId: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    creditsLowThreshold: row.creditsLowThreshold,
    createdAt: row.createdAt.toISOString(),
    disabledAt: row.disabledAt?.toISOString() ?? null,
    previousSecretValidUntil: row.previousSecret
      ? (row.previousSecretUntil?.toISOString() ?? null)
      : null,
  };
}

function toDelivery(row: WebhookDeliveryRow, attempts: WebhookAttemptRow[]): WebhookDelivery {
  return {
    deliveryId: row.id,
    messageId: row.messageId,
    event: row.eventType,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    attempts: row.attempts,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    responseStatus: row.responseStatus,
    responseBody: row.responseBody,
    error: row.error,
    attemptLog: attempts.map((attempt) => ({
      attempt: attempt.attempt,
      at: attempt.at.toISOString(),
      responseStatus: attempt.responseStatus,
      responseBody: attempt.responseBody,
      error: attempt.error,
    })),
  };
}
