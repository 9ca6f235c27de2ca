import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { appVersion } from '../../version';
import { healthRoutes } from './health.routes';
import { createStorageCheck } from './storage-check';

/** Liveness, database and storage reachability and the job queue, for load balancers and operators. */
export const healthModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  const storage = createStorageCheck(deps.storage, (err) =>
    app.log.warn({ err }, 'health check: media storage unreachable'),
  );
  await app.register(healthRoutes, {
    database: deps.database,
    storage,
    version: appVersion,
    queueStats: () => deps.jobs.stats(),
    search: deps.searchIndex,
  });
};
