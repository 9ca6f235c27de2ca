import { type PublicConfig, publicConfigEndpoints } from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';

export const publicConfigRoutes: FastifyPluginAsyncZod<{ publicConfig: PublicConfig }> = async (
  app,
  { publicConfig },
) => {
  app.route({
    ...routeOf(publicConfigEndpoints.publicConfig, {
      tags: ['system'],
      summary: 'Settings the browser needs',
    }),
    handler: async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').send(publicConfig),
  });
};
