import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SharedDependencies } from '../../shared-dependencies';
import { createOtpService } from '../otp';
import { UsersService } from '../users';
import { createWelcomeCredits } from '../welcome-credits';
import { AuthService } from './auth.service';
import { authRoutes } from './auth.routes';
import { sessionHooks } from './authenticate';
import { createGoogleVerifier } from './google-verifier';
import { SignInGuard } from './sign-in-guard';
import { TokenService } from './tokens';

export {
  claimedMemberOf,
  claimedPayerOf,
  payerOf,
  payerOfAccount,
  viewingPayerOf,
  sessionRefusal,
  signedIn,
  tokenClaimsOf,
  viewerOf,
  type ApiKeyCheck,
} from './authenticate';
export {
  memberTeamOf,
  notMember,
  teamSpenderOf,
  TEAM_MANAGERS,
  rolesInWords,
  type TeamCheck,
  type TeamMembership,
} from './payer';
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
 * The session hooks of a module's scopes, one per guarantee (`authenticate.ts`):
 * `hooks.requireSignIn(scope)`, `hooks.optionalSignIn(scope)` or `hooks.tokenSignatureOnly(scope)`.
 * An API key (`apiKeys`) is taken as a session only on routes that name its scope (ADR 47).
 */
export const createSessionHooks = (
  deps: Pick<SharedDependencies, 'db' | 'secrets'> &
    Partial<Pick<SharedDependencies, 'apiKeys' | 'teams'>>,
) => sessionHooks(new UsersService(deps.db), createTokenService(deps), deps.apiKeys, deps.teams);

/** Accounts: sign-up, sign-in (password and Google) and password reset. */
export const authModule: FastifyPluginAsyncZod<SharedDependencies> = async (app, deps) => {
  const { config } = deps;
  const auth = new AuthService({
    db: deps.db,
    users: new UsersService(deps.db),
    tokens: createTokenService(deps),
    otp: createOtpService(deps),
    phoneVerification: config.sms.verification,
    signInGuard: new SignInGuard(deps.failureCounts),
    apiKeys: deps.apiKeys,
    welcome: createWelcomeCredits(deps),
    google: config.google.clientId
      ? createGoogleVerifier({ clientId: config.google.clientId, jwksUrl: config.google.jwksUrl })
      : undefined,
  });
  await app.register(authRoutes, { auth });
};
