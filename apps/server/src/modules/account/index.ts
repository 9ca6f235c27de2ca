import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { createGoogleVerifier, createSessionHooks, createTokenService, SignInGuard } from '../auth';
import { createOtpService } from '../otp';
import { UsersService } from '../users';
import { accountRoutes, closeAccountRoutes } from './account.routes';
import { AccountService } from './account.service';
import { createPersonalDataSteps } from './personal-data-steps';

export {
  collectAccountData,
  createPersonalDataSteps,
  eraseAccountFiles,
} from './personal-data-steps';

/**
 * The signed-in person's control of their account: password, email, signing out everywhere, and
 * closing it.
 */
export const accountModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  const account = new AccountService({
    db: deps.db,
    users: new UsersService(deps.db),
    tokens: createTokenService(deps),
    otp: createOtpService(deps),
    signInGuard: new SignInGuard(deps.failureCounts),
    mailer: deps.mailer,
    jobs: deps.jobs,
    apiKeys: deps.apiKeys,
    personalData: createPersonalDataSteps(deps, app.log),
    google: deps.config.google.clientId
      ? createGoogleVerifier({
          clientId: deps.config.google.clientId,
          jwksUrl: deps.config.google.jwksUrl,
        })
      : undefined,
  });
  const hooks = createSessionHooks(deps);
  await app.register(async (scope) => {
    hooks.requireSignIn(scope);
    await scope.register(accountRoutes, { account });
  });
  await app.register(async (scope) => {
    hooks.tokenSignatureOnly(scope);
    await scope.register(closeAccountRoutes, { account });
  });
};
