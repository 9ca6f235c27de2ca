import { generatedVideosResponseSchema } from '@frameshop/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../auth';
import type { GeneratedVideosService } from './generated-videos.service';

export const generatedVideosRoutes: FastifyPluginAsyncZod<{
  videos: GeneratedVideosService;
  authenticate: (request: FastifyRequest) => Promise<void>;
}> = async (app, { videos, authenticate }) => {
  app.get(
    '/api/user-generated-videos',
    {
      onRequest: authenticate,
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
