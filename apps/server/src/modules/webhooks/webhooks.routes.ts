import {
  ErrorCode,
  WEBHOOK_SENDS_PER_HOUR,
  webhookEndpoints,
  WebhookMessage,
} from '@frameshop/contract';
import { aboutWait } from '@frameshop/contract/wait-wording';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { accountLimitExceeded } from '../../http/request-limits';
import { routeOf } from '../../http/route-of';
import { payerOf, TEAM_MANAGERS, signedIn } from '../auth';
import type { WebhooksService } from './webhooks.service';

const docs = (summary: string, description?: string) => ({
  tags: ['webhooks'],
  summary,
  ...(description ? { description } : {}),
  security: [{ bearerAuth: [] }],
});

/** Registered in a scope whose onRequest hook admits only signed-in users (see index.ts). */
export const webhooksRoutes: FastifyPluginAsyncZod<{ webhooks: WebhooksService }> = async (
  app,
  { webhooks },
) => {
  app.route({
    ...routeOf(
      webhookEndpoints.createWebhook,
      docs(
        'Add a webhook endpoint',
        'Answers its signing secret (`whsec_…`) this once. At most 5 per account; the address must resolve to public addresses only (https:// in production).',
      ),
    ),
    handler: async (request, reply) => {
      const created = await webhooks.create(
        (await payerOf(request, TEAM_MANAGERS)).accountId,
        request.body,
      );
      return reply.code(201).send(created);
    },
  });
  app.route({
    ...routeOf(webhookEndpoints.webhooks, docs('Your webhook endpoints, never their secrets')),
    handler: async (request) => webhooks.list((await payerOf(request, TEAM_MANAGERS)).accountId),
  });
  app.route({
    ...routeOf(webhookEndpoints.deleteWebhook, docs('Delete a webhook endpoint and its log')),
    handler: async (request) =>
      webhooks.remove((await payerOf(request, TEAM_MANAGERS)).accountId, request.params.endpointId),
  });
  app.route({
    ...routeOf(
      webhookEndpoints.rotateWebhookSecret,
      docs('A new signing secret', 'The old secret keeps signing beside it for 24 hours.'),
    ),
    handler: async (request) =>
      webhooks.rotateSecret(
        (await payerOf(request, TEAM_MANAGERS)).accountId,
        request.params.endpointId,
      ),
  });
  // Per account, not per address, and shared by both routes: each is a call to an address the
  // buyer chose whose answer is read back (ADR 56). Counted where the app's limits are counted:
  // in Redis when REDIS_URL is set, shared by every process.
  const sendLimitExceeded = accountLimitExceeded(app, {
    limit: 'webhookSend',
    countedBy: 'user',
    max: WEBHOOK_SENDS_PER_HOUR,
    windowMs: 60 * 60_000,
    accountOf: (request) => signedIn(request).user.id,
  });
  const limitSends = async (request: FastifyRequest) => {
    const result = await sendLimitExceeded(request);
    if (!result) return;
    throw new AppError(
      ErrorCode.RateLimited,
      429,
      WebhookMessage.tooManySends(WEBHOOK_SENDS_PER_HOUR, aboutWait(result.ttlInSeconds)),
      { retryAfterSeconds: result.ttlInSeconds },
    );
  };
  app.route({
    ...routeOf(webhookEndpoints.testWebhook, docs('Send a webhook.test event to the endpoint')),
    preHandler: limitSends,
    handler: async (request, reply) => {
      const queued = await webhooks.sendTest(
        (await payerOf(request, TEAM_MANAGERS)).accountId,
        request.params.endpointId,
      );
      return reply.code(202).send(queued);
    },
  });
  app.route({
    ...routeOf(webhookEndpoints.webhookDeliveries, docs("The endpoint's deliveries, newest first")),
    handler: async (request) =>
      webhooks.deliveries(
        (await payerOf(request, TEAM_MANAGERS)).accountId,
        request.params.endpointId,
      ),
  });
  app.route({
    ...routeOf(
      webhookEndpoints.resendWebhookDelivery,
      docs('Send a delivered or failed event again', 'With the same webhook-id.'),
    ),
    preHandler: limitSends,
    handler: async (request, reply) => {
      const { endpointId, deliveryId } = request.params;
      const queued = await webhooks.resend(
        (await payerOf(request, TEAM_MANAGERS)).accountId,
        endpointId,
        deliveryId,
      );
      return reply.code(202).send(queued);
    },
  });
};
