import { AccountMessage } from '@frameshop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { UserRow, UsersService } from '../users';
import type { TokenClaims, TokenService } from './tokens';

export interface Authenticated {
  user: UserRow;
  claims: TokenClaims;
}

/**
 * What the session hook of a route's scope has established, named by the hook, and read by the
 * one reader made for it (`SESSION_READERS`).
 */
type SessionCheck =
  /** A live session of an open account: anyone else was answered 401. */
  | { hook: 'requireSignIn'; account: Authenticated }
  /** The account of a live session, or none (a visitor, or a session that has ended). */
  | { hook: 'optionalSignIn'; account: Authenticated | undefined }
  /** A well-signed, unexpired token's claims, or none; nothing about its account. */
  | { hook: 'tokenSignatureOnly'; claims: TokenClaims | undefined };

type SessionHook = SessionCheck['hook'];

const SESSION_READERS: Record<SessionHook, string> = {
  requireSignIn: 'signedIn',
  optionalSignIn: 'viewerOf',
  tokenSignatureOnly: 'tokenClaimsOf',
};

declare module 'fastify' {
  interface FastifyRequest {
    sessionCheck?: SessionCheck;
  }
}

type Identification = Authenticated | 'no token' | 'invalid token';

const bearerTokenOf = (request: FastifyRequest) =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];

async function identify(users: UsersService, tokens: TokenService, request: FastifyRequest) {
  const token = bearerTokenOf(request);
  if (!token) return 'no token';
  const claims = await tokens.verify(token);
  const user = claims ? await users.findById(claims.userId) : undefined;
  // Closing moves the token version on; a closed account is refused here all the same.
  if (!claims || !user || user.tokenVersion !== claims.tokenVersion || user.closedAt) {
    return 'invalid token';
  }
  return { user, claims } satisfies Identification;
}

const refusalOf = (failure: Exclude<Identification, Authenticated>) =>
  failure === 'no token' ? AccountMessage.noAuthToken : AccountMessage.sessionExpired;

/** The scope's session hook, kept as a decoration so that child scopes see their parent's. */
const SCOPE_SESSION_HOOK = Symbol('session hook');

/**
 * The session hooks a module puts on the scope of its routes, one per guarantee, each read by its
 * own reader: `requireSignIn` answers 401 unless the request carries a live session of an open
 * account (`signedIn(request)`); `optionalSignIn` lets visitors through and recognises a live
 * session (`viewerOf(request)`); `tokenSignatureOnly` checks only the token's signature and expiry,
 * for routes whose transaction locks the account's row and compares the token version there
 * (`tokenClaimsOf(request)`). A scope takes one of them: adding a second, here or in a child scope,
 * is refused when the app is built. A reader used under another hook, or under none, throws an
 * error that names the reader to use instead.
 */
export function sessionHooks(users: UsersService, tokens: TokenService) {
  const install = (
    scope: FastifyInstance,
    hook: SessionHook,
    check: (request: FastifyRequest) => Promise<void>,
  ) => {
    if (scope.hasDecorator(SCOPE_SESSION_HOOK)) {
      const present = (scope as unknown as Record<symbol, SessionHook>)[SCOPE_SESSION_HOOK];
      throw new Error(
        `${hook} cannot be added to a scope that is under ${present} already: register the ` +
          'routes of each session hook in a scope of their own.',
      );
    }
    scope.decorate(SCOPE_SESSION_HOOK, hook);
    scope.addHook('onRequest', check);
  };
  return {
    requireSignIn(scope: FastifyInstance): void {
      install(scope, 'requireSignIn', async (request) => {
        const found = await identify(users, tokens, request);
        if (typeof found !== 'object') throw AppError.unauthorized(refusalOf(found));
        request.sessionCheck = { hook: 'requireSignIn', account: found };
      });
    },
    optionalSignIn(scope: FastifyInstance): void {
      install(scope, 'optionalSignIn', async (request) => {
        const found = await identify(users, tokens, request);
        request.sessionCheck = {
          hook: 'optionalSignIn',
          // A stale token gets what a visitor gets.
          account: typeof found === 'object' ? found : undefined,
        };
      });
    },
    tokenSignatureOnly(scope: FastifyInstance): void {
      install(scope, 'tokenSignatureOnly', async (request) => {
        const token = bearerTokenOf(request);
        const claims = token ? await tokens.verify(token) : undefined;
        request.sessionCheck = { hook: 'tokenSignatureOnly', claims };
      });
    },
  };
}

/** What the scope's session hook established, when it is `hook`; else an error naming the reader to use. */
function checkedBy<Hook extends SessionHook>(
  request: FastifyRequest,
  hook: Hook,
): Extract<SessionCheck, { hook: Hook }> {
  const check = request.sessionCheck;
  if (check?.hook === hook) return check as Extract<SessionCheck, { hook: Hook }>;
  const reader = SESSION_READERS[hook];
  throw new Error(
    `${reader}(request) reads what the ${hook} session hook establishes, but this route ` +
      (check
        ? `is under ${check.hook}: read it with ${SESSION_READERS[check.hook]}(request).`
        : `has no session hook: add ${hook} to its scope.`),
  );
}

/** The signed-in account of a route under `requireSignIn`. */
export function signedIn(request: FastifyRequest): Authenticated {
  return checkedBy(request, 'requireSignIn').account;
}

/** Who asks, on a route under `optionalSignIn`: the signed-in account, or undefined for a visitor. */
export function viewerOf(request: FastifyRequest): Authenticated | undefined {
  return checkedBy(request, 'optionalSignIn').account;
}

/**
 * A route under `tokenSignatureOnly`: the token's claims, which say nothing yet of the account
 * (it may be closed, the session ended); the transaction that locks its row compares the token
 * version. Undefined without a well-signed token: the route refuses, in its own words or with
 * `sessionRefusal(request)`.
 */
export function tokenClaimsOf(request: FastifyRequest): TokenClaims | undefined {
  return checkedBy(request, 'tokenSignatureOnly').claims;
}

/**
 * Why a request is refused as `requireSignIn` would refuse it, for a route under
 * `tokenSignatureOnly` whose claims were missing, or found stale once the account's row was locked.
 */
export function sessionRefusal(request: FastifyRequest): string {
  return refusalOf(bearerTokenOf(request) ? 'invalid token' : 'no token');
}
