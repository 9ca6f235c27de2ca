import { AccountMessage, API_KEY_PREFIX, ApiKeyMessage } from '@frameshop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { UserRow, UsersService } from '../users';
import type { TokenClaims, TokenService } from './tokens';
import {
  memberClaimOf,
  requireTeamRole,
  resolvePayer,
  type MemberClaim,
  type Payer,
  type TeamCheck,
} from './payer';
import type { TeamRole } from '@frameshop/contract';

export interface Authenticated {
  user: UserRow;
  claims: TokenClaims;
  /** The API key the request was made with (what a spend's ledger row names); absent for a session. */
  apiKey?: { id: string; name: string };
}

/**
 * How a request's API key is checked (the api-keys module's `ApiKeyAccess`, ADR 47): the
 * account it stands for on this route, after the route's scope and the key's rate limit;
 * otherwise it throws the answer (401 for a key revoked or never made, 403 for a route that takes
 * no key or a scope the key lacks, 429 past its limit).
 */
export interface ApiKeyCheck {
  accountOf(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
  ): Promise<{ userId: string; key: { id: string; name: string } }>;
  /** Revokes every key of the account, in the caller's transaction: a new password ends them. */
  revokeAccountKeys(tx: Tx, userId: string): Promise<void>;
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
  | {
      hook: 'tokenSignatureOnly';
      claims: TokenClaims | undefined;
      /** Whose claims: a session's are a person's; a key's, the account it was made for. */
      kind: UserRow['kind'];
    };

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

interface Verifiers {
  users: UsersService;
  tokens: TokenService;
  keys: ApiKeyCheck | undefined;
  teams: TeamCheck | undefined;
}

/**
 * The account an API key stands for, as a session's would be: its claims are those of a session
 * of the account as it is now. A key of a closed account is a key that no longer exists.
 */
async function identifyKey(
  { users, keys }: Verifiers,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
): Promise<Authenticated> {
  if (!keys) throw AppError.unauthorized(ApiKeyMessage.unknownKey);
  const { userId, key: apiKey } = await keys.accountOf(request, reply, key);
  const user = await users.findById(userId);
  if (!user || user.closedAt) throw AppError.unauthorized(ApiKeyMessage.unknownKey);
  const claims = {
    userId,
    username: user.username,
    tokenVersion: user.tokenVersion,
    rememberMe: false,
  };
  return { user, claims, apiKey };
}

const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

async function identify(verifiers: Verifiers, request: FastifyRequest, reply: FastifyReply) {
  const { users, tokens } = verifiers;
  const token = bearerTokenOf(request);
  if (!token) return 'no token';
  if (isApiKey(token)) return identifyKey(verifiers, request, reply, token);
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
export function sessionHooks(
  users: UsersService,
  tokens: TokenService,
  keys?: ApiKeyCheck,
  teams?: TeamCheck,
) {
  const verifiers: Verifiers = { users, tokens, keys, teams };
  const install = (
    scope: FastifyInstance,
    hook: SessionHook,
    check: (request: FastifyRequest, reply: FastifyReply) => Promise<void>,
  ) => {
    if (scope.hasDecorator(SCOPE_SESSION_HOOK)) {
      const present = (scope as unknown as Record<symbol, SessionHook>)[SCOPE_SESSION_HOOK];
      throw new Error(
        `${hook} cannot be added to a scope that is under ${present} already: register the ` +
          'routes of each session hook in a scope of their own.',
      );
    }
    scope.decorate(SCOPE_SESSION_HOOK, hook);
    scope.addHook('onRequest', async (request, reply) => {
      // What the payer readers check a `Frameshop-Team` header with (ADR 59).
      request.teamCheck = teams;
      await check(request, reply);
    });
  };
  return {
    requireSignIn(scope: FastifyInstance): void {
      install(scope, 'requireSignIn', async (request, reply) => {
        const found = await identify(verifiers, request, reply);
        if (typeof found !== 'object') throw AppError.unauthorized(refusalOf(found));
        request.sessionCheck = { hook: 'requireSignIn', account: found };
      });
    },
    optionalSignIn(scope: FastifyInstance): void {
      install(scope, 'optionalSignIn', async (request, reply) => {
        const found = await identify(verifiers, request, reply);
        request.sessionCheck = {
          hook: 'optionalSignIn',
          // A stale token gets what a visitor gets.
          account: typeof found === 'object' ? found : undefined,
        };
      });
    },
    tokenSignatureOnly(scope: FastifyInstance): void {
      install(scope, 'tokenSignatureOnly', async (request, reply) => {
        const token = bearerTokenOf(request);
        const key =
          token && isApiKey(token)
            ? await identifyKey(verifiers, request, reply, token)
            : undefined;
        const claims = !token ? undefined : key ? key.claims : await tokens.verify(token);
        const kind = key?.user.kind ?? 'person';
        request.sessionCheck = { hook: 'tokenSignatureOnly', claims, kind };
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

/**
 * Who pays for and owns what a route under `requireSignIn` buys or lists: the team the request
 * names with `Frameshop-Team` (403 unless the person is its member, read now), else the person.
 * `roles` admits only those roles of a team (the person paying as themselves is always admitted).
 */
export function payerOf(request: FastifyRequest, roles?: readonly TeamRole[]): Promise<Payer> {
  const payer = payerOfAccount(request, signedIn(request));
  return roles ? payer.then((found) => requireTeamRole(found, roles)) : payer;
}

/** As `payerOf`, on a route under `optionalSignIn`: undefined for a visitor. */
export async function viewingPayerOf(request: FastifyRequest): Promise<Payer | undefined> {
  const account = viewerOf(request);
  return account && payerOfAccount(request, account);
}

/** The payer of a request by `account`, as its reader found it (once a request). */
export function payerOfAccount(request: FastifyRequest, account: Authenticated): Promise<Payer> {
  request.payerAnswer ??= resolvePayer(request, account.user);
  return request.payerAnswer;
}

/**
 * As `payerOf`, on a route under `tokenSignatureOnly` with the token's claims: a team's member
 * is read with the session's token version (so a revoked session is no member); paying as
 * themselves, the spend's lock compares the version. Undefined without a well-signed token.
 */
export async function claimedPayerOf(request: FastifyRequest): Promise<Payer | undefined> {
  const { claims, kind } = checkedBy(request, 'tokenSignatureOnly');
  if (!claims) return undefined;
  request.payerAnswer ??= resolvePayer(request, { id: claims.userId, kind }, claims.tokenVersion);
  return request.payerAnswer;
}

/**
 * As `claimedPayerOf`, for a spend that reads the member's membership under the team's lock (a
 * purchase): the team the request names and the member, with the session's token version; none
 * when the request pays as the account itself or is a team's own.
 */
export function claimedMemberOf(request: FastifyRequest): MemberClaim | undefined {
  const { claims, kind } = checkedBy(request, 'tokenSignatureOnly');
  return claims && memberClaimOf(request, { id: claims.userId, kind }, claims.tokenVersion);
}
