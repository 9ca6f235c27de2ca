import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { createOtpService } from '../otp';
import { UsersService } from '../users';
import { createWelcomeCredits } from '../welcome-credits';
import { AuthService } from './auth.service';
import { authRoutes } from './auth.routes';
import { createAuthenticate, createIdentifyClaims, createIdentifyViewer } from './authenticate';
import { createGoogleVerifier } from './google-verifier';
import { SignInGuard } from './sign-in-guard';
import { TokenService } from './tokens';

export { sessionRefusal, signedIn } from './authenticate';
export { createFailureCounts, MemoryFailureCounts, type FailureCounts } from './failure-counts';
export { hs256Key, signHs256, verifyHs256 } from './hs256';
export { TokenService, type TokenClaims } from './tokens';
export { SignInGuard } from './sign-in-guard';
export { sessionResponse } from './session-response';
export { createGoogleVerifier, type GoogleVerifier } from './google-verifier';

/** The session tokens, signed with the shared secret. */
export const createTokenService = ({ secrets }: Pick<SharedDependencies, 'secrets'>) =>
  new TokenService(secrets.jwtSecret);

/**
 * The onRequest hooks a module puts on the scope of its routes: `authenticate` admits only a valid
 * session (401 otherwise) and `identifyViewer` lets visitors through too. Either sets
 * `request.authenticated`, which `signedIn(request)` reads. `identifyClaims` checks only the token
 * and leaves the account's check to the spend that locks its row.
 */
export function createSessionHooks(deps: Pick<SharedDependencies, 'db' | 'secrets'>) {
  const users = new UsersService(deps.db);
  const tokens = createTokenService(deps);
  return {
    authenticate: createAuthenticate(users, tokens),
    identifyViewer: createIdentifyViewer(users, tokens),
    identifyClaims: createIdentifyClaims(tokens),
  };
}

/** Accounts: sign-up, sign-in (password and Google) and password reset. */
export const authModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  const { config } = deps;
  const auth = new AuthService({
    db: deps.db,
    users: new UsersService(deps.db),
    tokens: createTokenService(deps),
    otp: createOtpService(deps, app.log),
    phoneVerification: config.sms.verification,
    signInGuard: new SignInGuard(deps.failureCounts),
    welcome: createWelcomeCredits(deps),
    google: config.google.clientId
      ? createGoogleVerifier({ clientId: config.google.clientId, jwksUrl: config.google.jwksUrl })
      : undefined,
  });
  await app.register(authRoutes, { auth });
};
