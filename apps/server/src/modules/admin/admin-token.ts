import { ADMIN_TOKEN_MS } from '@frameshop/contract';
import type { KeyObject } from 'node:crypto';
import { hs256Key, signHs256, verifyHs256 } from '../auth';

export interface AdminTokenClaims {
  userId: string;
  /** The account's token version when the gate was passed: a password reset ends the admin session. */
  tokenVersion: number;
}

/**
 * Its own issuer and audience: a session token is never an admin token, and the session check
 * (issuer `frameshop`) never takes an admin token for a session.
 */
const ISSUER = 'frameshop-admin';
const AUDIENCE = 'frameshop-admin-dashboard';
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The short-lived bearer token the password gate hands an admin, signed with the app's JWT secret. */
export class AdminTokenService {
  private readonly key: KeyObject;

  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.key = hs256Key(secret);
  }

  async issue(claims: AdminTokenClaims): Promise<{ token: string; expiresAt: Date }> {
    const issuedAt = this.now();
    const expiresAt = new Date(issuedAt + ADMIN_TOKEN_MS);
    const token = signHs256(
      {
        tv: claims.tokenVersion,
        sub: claims.userId,
        iss: ISSUER,
        aud: AUDIENCE,
        iat: Math.floor(issuedAt / 1000),
        exp: Math.floor(expiresAt.getTime() / 1000),
      },
      this.key,
    );
    return { token, expiresAt };
  }

  /** The claims of a valid, unexpired admin token; undefined for anything else. */
  async verify(token: string): Promise<AdminTokenClaims | undefined> {
    const payload = verifyHs256(token, this.key, {
      issuer: ISSUER,
      audience: AUDIENCE,
      nowMs: this.now(),
    });
    if (!payload) return undefined;
    if (typeof payload.sub !== 'string' || !USER_ID.test(payload.sub)) return undefined;
    if (typeof payload.tv !== 'number' || !Number.isSafeInteger(payload.tv)) return undefined;
    return { userId: payload.sub, tokenVersion: payload.tv };
  }
}
