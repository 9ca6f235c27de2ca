import { generatedVideosResponseSchema } from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../auth';
import type { GeneratedVideosService } from './generated-videos.service';

/** Registered in a scope whose onRequest hook admits only signed-in users (see index.ts). */
export const generatedVideosRoutes: FastifyPluginAsyncZod<{
  videos: GeneratedVideosService;
}> = async (app, { videos }) => {
  app.get(
    '/api/user-generated-videos',
    {
      schema: {
        tags: ['profile'],
        summary: "The signed-in user's rendered videos, newest first",
        security: [{ bearerAuth: [] }],
        response: { 200: generatedVideosResponseSchema },
      },
    },
    async (request) => ({ videos: await videos.listFor(signedIn(request).user.id) }),
  );
};
