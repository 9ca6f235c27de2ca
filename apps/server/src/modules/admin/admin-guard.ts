import { AdminMessage, API_KEY_PREFIX, ApiKeyMessage } from '@frameshop/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { TokenService } from '../auth';
import type { UserRow, UsersService } from '../users';
import type { AdminTokenService } from './admin-token';

declare module 'fastify' {
  interface FastifyRequest {
    admin?: UserRow;
  }
}

/**
 * The onRequest hook of every admin call but the gate: it admits a valid admin token of an account
 * that is still an admin (401 with the spec's message otherwise). A token of an account that is not
 * an admin, an admin token whose account lost the role or a non-admin's session token, is a 403,
 * as is an API key.
 */
export function createAdminGuard(
  users: UsersService,
  adminTokens: AdminTokenService,
  sessions: TokenService,
) {
  return async function requireAdmin(request: FastifyRequest): Promise<void> {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw AppError.unauthorized(AdminMessage.authenticationFailed);
    // The dashboard is never open to programs, whatever the key (ADR 47).
    if (token.startsWith(API_KEY_PREFIX)) throw AppError.forbidden(ApiKeyMessage.notForKeys);
    const adminClaims = await adminTokens.verify(token);
    const claims = adminClaims ?? (await sessions.verify(token));
    const user = claims ? await users.findById(claims.userId) : undefined;
    if (!claims || !user || user.tokenVersion !== claims.tokenVersion) {
      throw AppError.unauthorized(AdminMessage.authenticationFailed);
    }
    if (user.role !== 'admin') throw AppError.forbidden(AdminMessage.notAnAdmin);
    // An admin's session token is not enough: the dashboard opens only through the password gate.
    if (!adminClaims) throw AppError.unauthorized(AdminMessage.authenticationFailed);
    request.admin = user;
  };
}

/** The admin of a request the guard admitted. */
export function currentAdmin(request: FastifyRequest): UserRow {
  if (!request.admin) throw AppError.unauthorized(AdminMessage.authenticationFailed);
  return request.admin;
}
