import { AccountMessage } from '@frameshop/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { findUserById } from '../users/users.repository';
import type { UserRow } from '../users/users.schema';
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

/** A preHandler that admits only a request bearing a valid, unrevoked token of an existing user. */
export function createAuthenticate(db: Db, tokens: TokenService) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw AppError.unauthorized(AccountMessage.noAuthToken);
    const claims = await tokens.verify(match[1]);
    const user = claims ? await findUserById(db, claims.userId) : undefined;
    if (!claims || !user || user.tokenVersion !== claims.tokenVersion) {
      throw AppError.unauthorized(AccountMessage.sessionExpired);
    }
    request.authenticated = { user, claims };
  };
}

/** The signed-in user of a route guarded by `authenticate`. */
export function signedIn(request: FastifyRequest): Authenticated {
  if (!request.authenticated) throw AppError.unauthorized(AccountMessage.noAuthToken);
  return request.authenticated;
}
