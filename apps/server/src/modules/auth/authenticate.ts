import { AccountMessage } from '@frameshop/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { UserRow, UsersService } from '../users';
import type { TokenClaims, TokenService } from './tokens';

export interface Authenticated {
  user: UserRow;
  claims: TokenClaims;
}

declare module 'fastify' {
  interface FastifyRequest {
    authenticated?: Authenticated;
    /** A valid token's claims, where the user's row is checked later (see identifyClaims). */
    sessionClaims?: TokenClaims;
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

/** A preHandler that admits only a request bearing a valid, unrevoked token of an existing user. */
export function createAuthenticate(users: UsersService, tokens: TokenService) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const found = await identify(users, tokens, request);
    if (typeof found !== 'object') throw AppError.unauthorized(refusalOf(found));
    request.authenticated = found;
  };
}

const refusalOf = (failure: Exclude<Identification, Authenticated>) =>
  failure === 'no token' ? AccountMessage.noAuthToken : AccountMessage.sessionExpired;

/**
 * Why a request is refused as `authenticate` would refuse it, for a route checked by
 * `identifyClaims` whose claims were missing, or found stale once the user's row was locked.
 */
export function sessionRefusal(request: FastifyRequest): string {
  return refusalOf(bearerTokenOf(request) ? 'invalid token' : 'no token');
}

/**
 * For routes open to visitors that answer signed-in users more: sets `request.authenticated` for a
 * valid token and lets everyone else through as a visitor (a stale token gets what a visitor gets).
 */
export function createIdentifyViewer(users: UsersService, tokens: TokenService) {
  return async function identifyViewer(request: FastifyRequest): Promise<void> {
    const found = await identify(users, tokens, request);
    if (typeof found === 'object') request.authenticated = found;
  };
}

/**
 * For routes whose work locks the user's row anyway (spending credits): checks the token's
 * signature and expiry only and sets `request.sessionClaims`. The transaction that locks the row
 * compares the token version with it, which saves every such request a round trip; until then the
 * claims prove nothing about the account.
 */
export function createIdentifyClaims(tokens: TokenService) {
  return async function identifyClaims(request: FastifyRequest): Promise<void> {
    const token = bearerTokenOf(request);
    const claims = token ? await tokens.verify(token) : undefined;
    if (claims) request.sessionClaims = claims;
  };
}

/** The signed-in user of a route guarded by `authenticate`. */
export function signedIn(request: FastifyRequest): Authenticated {
  if (!request.authenticated) throw AppError.unauthorized(AccountMessage.noAuthToken);
  return request.authenticated;
}
