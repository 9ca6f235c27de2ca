import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { createSessionHooks } from '../auth';
import { createGeoService } from '../geo';
import { commerceRoutes, spendRoutes } from './commerce.routes';
import { CommerceService } from './commerce.service';
import { TemplateFiles } from './template-files';

export type { Buyer, CommerceService } from './commerce.service';
export { commercePersonalData } from './commerce-personal-data';
export { countTemplateOwners } from './template-owners';
// For other spends that follow a purchase's rules (a render's hold becomes a licence).
export { commerceRecords } from './commerce-records';
export { buyerOf } from './paying-buyer';
export {
  idempotencyKeyOf,
  previousAnswer,
  pruneIdempotentRequests,
  rememberAnswer,
} from './idempotency';

/** Spending credits, for modules that ask who owns what (the media links, the profile). */
export const createCommerceService = ({
  db,
  storage,
  templateSources,
}: Pick<SharedDependencies, 'db' | 'storage' | 'templateSources'>) =>
  new CommerceService({ db, urls: storage, files: new TemplateFiles(storage, templateSources) });

/** The cart and its checkout, buying and downloading templates, and the owned library. */
export const commerceModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  const hooks = createSessionHooks(deps);
  const options = { commerce: createCommerceService(deps), geo: createGeoService(deps) };
  await app.register(async (scope) => {
    hooks.tokenSignatureOnly(scope);
    await scope.register(spendRoutes, options);
  });
  await app.register(async (scope) => {
    hooks.requireSignIn(scope);
    await scope.register(commerceRoutes, options);
  });
};
