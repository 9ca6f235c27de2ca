/**
 * Accounts: sign-up, sign-in (password and Google), password reset, and the session tokens and
 * request hooks that other modules guard their routes with.
 */
export { AccountsService, GoogleMessage } from './accounts.service';
export { authRoutes } from './auth.routes';
export {
  createAuthenticate,
  createIdentifyViewer,
  signedIn,
  type Authenticated,
} from './authenticate';
export { createFailureCounts } from './failure-counts';
export { createGoogleVerifier } from './google-verifier';
export { SignInGuard } from './sign-in-guard';
export { TokenService, type TokenClaims } from './tokens';
