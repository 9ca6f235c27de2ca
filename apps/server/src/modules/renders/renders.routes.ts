import {
  IDEMPOTENCY_KEY_HEADER,
  RenderMessage,
  renderEndpoints,
  type ApiKeyScope,
} from '@frameshop/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { routeOf } from '../../http/route-of';
import { payerOfAccount, viewerOf } from '../auth';
import { buyerOf, idempotencyKeyOf } from '../commerce';
import type { GeoService } from '../geo';
import { RenderEventStreams } from './render-events';
import type { RendersService } from './renders.service';

/** Every route here takes an API key with the scope named first (ADR 47). */
const docs = (apiKeyScope: ApiKeyScope, summary: string, description?: string) => ({
  tags: ['renders'],
  summary,
  ...(description ? { description } : {}),
  security: [{ bearerAuth: [] }],
  apiKeyScope,
});

/**
 * The signed-in caller's id. Its scope is under `optionalSignIn` (see index.ts), so that a visitor
 * is told to log in in the spec's words rather than the generic session message.
 */
function viewerAccountOf(request: FastifyRequest) {
  const viewer = viewerOf(request);
  if (!viewer) throw AppError.unauthorized(RenderMessage.loginToRender);
  return viewer;
}

/** The account whose renders these are: the person's, or a team's they pay as (ADR 59). */
async function buyerIdOf(request: FastifyRequest): Promise<string> {
  return (await payerOfAccount(request, viewerAccountOf(request))).accountId;
}

export const rendersRoutes: FastifyPluginAsyncZod<{
  renders: RendersService;
  geo: GeoService;
}> = async (app, { renders, geo }) => {
  const streams = new RenderEventStreams(app, (ids) => renders.currentOf(ids));
  app.route({
    ...routeOf(renderEndpoints.createRender, {
      ...docs(
        'create',
        "Order a render of a video template with one of the caller's uploads",
        'Holds the price until the render completes (the licence is granted) or fails or is ' +
          `cancelled (the credits return). Send an \`${IDEMPOTENCY_KEY_HEADER}\` header to ` +
          'make retries safe.',
      ),
      idempotencyKey: true,
    }),
    // As every other signed-in route refuses, and before the body is looked at.
    preValidation: async (request) => void viewerAccountOf(request),
    handler: async (request, reply) => {
      const answer = await renders.create(
        await buyerOf(request, viewerAccountOf(request), geo),
        request.body,
        idempotencyKeyOf(request),
      );
      return reply.code(201).send(answer);
    },
  });
  app.route({
    ...routeOf(renderEndpoints.getRender, docs('read', "One of the caller's renders")),
    handler: async (request) => renders.get(await buyerIdOf(request), request.params.renderId),
  });
  app.route({
    ...routeOf(
      renderEndpoints.cancelRender,
      docs('create', 'Cancel a waiting or running render; what it held is returned'),
    ),
    handler: async (request) => renders.cancel(await buyerIdOf(request), request.params.renderId),
  });
  app.route({
    ...routeOf(
      renderEndpoints.renderEvents,
      docs(
        'read',
        "A render's state as server-sent events",
        'text/event-stream: a `render` event with the render at once and on every change, ' +
          'until it completes, fails or is cancelled.',
      ),
    ),
    handler: async (request, reply) => {
      await streams.open(reply, await buyerIdOf(request), request.params.renderId);
      return reply;
    },
  });
};
