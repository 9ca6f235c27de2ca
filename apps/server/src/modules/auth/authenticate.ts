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
  }
}

type Identification = Authenticated | 'no token' | 'invalid token';

async function identify(users: UsersService, tokens: TokenService, request: FastifyRequest) {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) return 'no token';
  const claims = await tokens.verify(match[1]);
  const user = claims ? await users.findById(claims.userId) : undefined;
  if (!claims || !user || user.tokenVersion !== claims.tokenVersion) return 'invalid token';
  return { user, claims } satisfies Identification;
}

/** A preHandler that admits only a request bearing a valid, unrevoked token of an existing user. */
export function createAuthenticate(users: UsersService, tokens: TokenService) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const found = await identify(users, tokens, request);
    if (found === 'no token') throw AppError.unauthorized(AccountMessage.noAuthToken);
    if (found === 'invalid token') throw AppError.unauthorized(AccountMessage.sessionExpired);
    request.authenticated = found;
  };
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

/** The signed-in user of a route guarded by `authenticate`. */
export function signedIn(request: FastifyRequest): Authenticated {
  if (!request.authenticated) throw AppError.unauthorized(AccountMessage.noAuthToken);
  return request.authenticated;
}
