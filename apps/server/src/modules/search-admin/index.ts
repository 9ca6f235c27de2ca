import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { createAdminOnlyHook } from '../admin';
import { searchLogFor } from '../search';
import { adminSearchRoutes } from './search-admin.routes';
import { SearchAdminService } from './search-admin.service';

/**
 * The owner's side of search (ADR 35): the synonyms searches use, and what buyers searched for
 * (admin tokens only). The figures come from the process's search log, which the catalogue counts
 * into.
 */
export const searchAdminModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  const { log, release } = searchLogFor(deps.db, deps.config.storeTimeZone);
  app.addHook('onClose', release);
  const search = new SearchAdminService({ db: deps.db, timeZone: deps.config.storeTimeZone, log });
  await app.register(async (scope) => {
    scope.addHook('onRequest', createAdminOnlyHook(deps));
    await scope.register(adminSearchRoutes, { search });
  });
};
