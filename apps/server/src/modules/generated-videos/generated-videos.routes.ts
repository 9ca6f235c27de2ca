import { generatedVideosEndpoints } from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { payerOf } from '../auth';
import type { GeneratedVideosService } from './generated-videos.service';

/** Registered in a scope whose onRequest hook admits only signed-in users (see index.ts). */
export const generatedVideosRoutes: FastifyPluginAsyncZod<{
  videos: GeneratedVideosService;
}> = async (app, { videos }) => {
  app.route({
    ...routeOf(generatedVideosEndpoints.userGeneratedVideos, {
      tags: ['profile'],
      summary: "The signed-in user's rendered videos and exported pictures, newest first",
      security: [{ bearerAuth: [] }],
      apiKeyScope: 'read',
    }),
    handler: async (request) => ({
      videos: await videos.listFor((await payerOf(request)).accountId, request.query.kind),
    }),
  });
};
