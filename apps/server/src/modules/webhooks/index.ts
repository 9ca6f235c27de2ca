import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { createSessionHooks } from '../auth';
import { recordLowCredits } from './credits-low';
import { wakeDeliveriesWith } from './webhook-events';
import { webhooksRoutes } from './webhooks.routes';
import { WebhooksService, type WebhooksServiceDependencies } from './webhooks.service';

/**
 * Webhooks (ADR 48): a buyer's endpoints and the signed deliveries of their events, from an outbox
 * written in the transaction of each event. `recordWebhookEvent` is what other modules call.
 */
export { recordWebhookEvent, wakeDeliveriesWith } from './webhook-events';
export { recordLowCredits } from './credits-low';
export { createWebhookDelivery } from './webhook-delivery';
export { pruneWebhookLog } from './webhook-log-pruning';
export { webhookSecretBox } from './webhook-secret-box';
export { sealClearSecrets } from './webhook-secret-sealing';
export type { Resolver } from './webhook-sender';
export { webhooksPersonalData } from './webhooks-personal-data';

export const createWebhooksService = (deps: WebhooksServiceDependencies) =>
  new WebhooksService(deps);

/** The endpoints' calls, for signed-in buyers; this app's jobs are woken after each event. */
export const webhooksModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  const { db, jobs } = deps;
  const stopWaking = wakeDeliveriesWith(db, () => {
    jobs.send('deliver-webhooks', {}).catch((err: unknown) => {
      app.log.warn({ err }, 'webhook delivery not woken; the next pass sends it');
    });
  });
  app.addHook('onClose', async () => stopWaking());
  recordLowCredits();
  createSessionHooks(deps).requireSignIn(app);
  await app.register(webhooksRoutes, { webhooks: createWebhooksService(deps) });
};
