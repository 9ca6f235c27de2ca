import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { appVersion } from '../../version';
import { healthRoutes } from './health.routes';

/** Liveness and database reachability, for load balancers and the start scripts. */
export const healthModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  await app.register(healthRoutes, { database: deps.database, version: appVersion });
};
