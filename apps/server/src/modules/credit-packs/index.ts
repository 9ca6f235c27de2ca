import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { createAdminOnlyHook } from '../admin';
import { adminCreditPacksRoutes, creditPacksRoutes } from './credit-packs.routes';
import { CreditPacksService } from './credit-packs.service';

export { CreditPacksService } from './credit-packs.service';

/**
 * The credit packs: the ones on sale for everyone, and all of them for the owner to price, add,
 * take off sale and put in order (admin tokens only). Payments orders a pack from the same table.
 */
export const creditPacksModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  const packs = new CreditPacksService(deps.db);
  await app.register(creditPacksRoutes, { packs });
  await app.register(async (scope) => {
    scope.addHook('onRequest', createAdminOnlyHook(deps));
    await scope.register(adminCreditPacksRoutes, { packs });
  });
};
