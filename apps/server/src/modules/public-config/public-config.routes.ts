import { publicConfigSchema, type PublicConfig } from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const publicConfigRoutes: FastifyPluginAsyncZod<{ publicConfig: PublicConfig }> = async (
  app,
  { publicConfig },
) => {
  app.get(
    '/api/public-config',
    {
      schema: {
        tags: ['system'],
        summary: 'Settings the browser needs',
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').send(publicConfig),
  );
};
