import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { createSessionHooks, createTokenService } from '../auth';
import { createCommerceService } from '../commerce';
import { createLikesService } from '../likes';
import { createPaymentsService } from '../payments';
import { UsersService } from '../users';
import { createWelcomeCredits } from '../welcome-credits';
import { profileRoutes } from './profile.routes';
import { ProfileService } from './profile.service';

/** The signed-in user's own profile: reading and editing it, username checks, the balance. */
export const profileModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  // Every route here is the signed-in user's: no request passes without a valid session.
  createSessionHooks(deps).requireSignIn(app);
  const profiles = new ProfileService({
    db: deps.db,
    users: new UsersService(deps.db),
    tokens: createTokenService(deps),
    likes: createLikesService(deps),
    commerce: createCommerceService(deps),
    payments: createPaymentsService(deps, app.log),
    welcome: createWelcomeCredits(deps),
  });
  await app.register(profileRoutes, { profiles });
};
