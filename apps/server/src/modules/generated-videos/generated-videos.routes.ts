import { generatedVideosResponseSchema } from '@frameshop/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { signedIn } from '../auth/authenticate';
import { listGeneratedVideos } from './generated-videos.repository';

export const generatedVideosRoutes: FastifyPluginAsyncZod<{
  db: Db;
  authenticate: (request: FastifyRequest) => Promise<void>;
}> = async (app, { db, authenticate }) => {
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
    async (request) => {
      const rows = await listGeneratedVideos(db, signedIn(request).user.id);
      return {
        videos: rows.map((row) => ({
          jobId: row.id,
          templateId: row.templateId,
          templateName: row.templateName,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
          // Signed download links arrive with the media storage; until a render completes there is none.
          signedUrl: null,
          errorMessage: row.errorMessage,
        })),
      };
    },
  );
};
