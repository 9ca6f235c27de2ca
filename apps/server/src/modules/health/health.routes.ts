import { healthEndpoints } from '@frameshop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import type { Database } from '../../db/database';

export interface HealthRoutesOptions {
  database: Database;
  version: string;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  app.route({
    ...routeOf(healthEndpoints.health, {
      summary: 'Liveness and database reachability',
      tags: ['system'],
    }),
    handler: async (request, reply) => {
      try {
        await options.database.ping();
        return { status: 'ok' as const, db: 'ok' as const, version: options.version };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable');
        return reply
          .status(503)
          .send({ status: 'unavailable' as const, db: 'down' as const, version: options.version });
      }
    },
  });
};
