import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { createSessionHooks } from '../auth';
import { draftsRoutes } from './drafts.routes';
import { DraftsService } from './drafts.service';

export { buyerScene } from './buyer-scene';
export { draftsPersonalData } from './drafts-personal-data';

/** Each buyer's saved designs, for the canvas editor. */
export const draftsModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  createSessionHooks(deps).requireSignIn(app);
  await app.register(draftsRoutes, {
    drafts: new DraftsService({ db: deps.db, urls: deps.storage }),
  });
};
