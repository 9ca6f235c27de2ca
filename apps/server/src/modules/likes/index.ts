import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { createSessionHooks } from '../auth';
import { createGeoService } from '../geo';
import { likesRoutes } from './likes.routes';
import { LikesService } from './likes.service';

/** The likes of the signed-in user, for the profile answer. */
export const createLikesService = ({ db, storage }: Pick<SharedDependencies, 'db' | 'storage'>) =>
  new LikesService({ db, urls: storage });
export type { LikesService } from './likes.service';
export { likesPersonalData } from './likes-personal-data';

/** Liking templates and the Liked page's list. */
export const likesModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  createSessionHooks(deps).requireSignIn(app);
  await app.register(likesRoutes, { likes: createLikesService(deps), geo: createGeoService(deps) });
};
