import {
  ErrorCode,
  IDEMPOTENCY_KEY_HEADER,
  SCENE_PREVIEWS_PER_HOUR,
  SceneExportMessage,
  sceneExportEndpoints,
  type ApiKeyScope,
} from '@frameshop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { accountLimitExceeded } from '../../http/request-limits';
import { routeOf } from '../../http/route-of';
import { payerOf, signedIn } from '../auth';
import { buyerOf, idempotencyKeyOf } from '../commerce';
import type { GeoService } from '../geo';
import type { SceneExportService } from '../scene-export';
import type { ExportOrdersService } from './export-orders.service';

/** Every route here takes an API key with the scope named first (ADR 47). */
const docs = (apiKeyScope: ApiKeyScope, summary: string, description?: string) => ({
  tags: ['scene exports'],
  summary,
  ...(description ? { description } : {}),
  security: [{ bearerAuth: [] }],
  apiKeyScope,
});

const HOUR_MS = 60 * 60 * 1000;

/** Registered in a scope whose onRequest hook admits only signed-in users (see index.ts). */
export const exportOrdersRoutes: FastifyPluginAsyncZod<{
  orders: ExportOrdersService;
  sceneExports: SceneExportService;
  geo: GeoService;
}> = async (app, { orders, sceneExports, geo }) => {
  const signedInBuyerOf = (request: FastifyRequest) => buyerOf(request, signedIn(request), geo);

  app.route({
    ...routeOf(sceneExportEndpoints.createSceneExport, {
      ...docs(
        'create',
        "Order the full-size export of the caller's scene of a template",
        'An image template exports a PNG or JPEG drawn from its full-size overlay; a video ' +
          "template burns the scene's photos and text into its video (MP4). Held, settled and " +
          'refunded as a render order; followed at /api/renders/{renderId} and listed on ' +
          `Generated Videos. Send an \`${IDEMPOTENCY_KEY_HEADER}\` header to make retries safe.`,
      ),
      idempotencyKey: true,
    }),
    handler: async (request, reply) => {
      const answer = await orders.create(
        await signedInBuyerOf(request),
        request.body,
        idempotencyKeyOf(request),
      );
      return reply.code(201).send(answer);
    },
  });

  // Per account, not per address: people behind one office address each get their own previews.
  const previewLimitExceeded = accountLimitExceeded(app, {
    limit: 'scenePreview',
    countedBy: 'user',
    max: SCENE_PREVIEWS_PER_HOUR,
    windowMs: HOUR_MS,
    accountOf: (request) => String(signedIn(request).user.id),
  });
  app.route({
    ...routeOf(
      sceneExportEndpoints.previewSceneExport,
      docs(
        'create',
        "A free watermarked preview of the caller's scene of an image template (image/jpeg)",
        'Drawn from the reduced, watermarked overlay, at most 960 px on the long side.',
      ),
    ),
    preHandler: async (request: FastifyRequest) => {
      const result = await previewLimitExceeded(request);
      if (!result) return;
      throw new AppError(ErrorCode.RateLimited, 429, SceneExportMessage.previewLimit, {
        retryAfterSeconds: result.ttlInSeconds,
      });
    },
    handler: async (request, reply) => {
      const picture = await sceneExports.previewImage({
        userId: (await payerOf(request)).accountId,
        templateId: Number(request.body.templateId),
        scene: request.body.scene,
      });
      // Bytes, not JSON: the contract describes only the error answers of this route.
      return (reply as FastifyReply)
        .type(picture.mimeType)
        .header('cache-control', 'private, no-store')
        .send(picture.bytes);
    },
  });

  app.route({
    ...routeOf(
      sceneExportEndpoints.templateEditorSetup,
      docs(
        'read',
        'What an editor opens a template with',
        'Its starting scene, the overlay to draw (the watermarked preview until owned, then a ' +
          'signed link to the full-size original), ownership and the price.',
      ),
    ),
    handler: async (request) =>
      orders.editorSetup(await signedInBuyerOf(request), request.params.templateId),
  });
};
