import { ADMIN_TOKEN_MS } from '@frameshop/contract';
import { jwtVerify, SignJWT } from 'jose';

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
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(claims: AdminTokenClaims): Promise<{ token: string; expiresAt: Date }> {
    const issuedAt = this.now();
    const expiresAt = new Date(issuedAt + ADMIN_TOKEN_MS);
    const token = await new SignJWT({ tv: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(issuedAt / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { token, expiresAt };
  }

  /** The claims of a valid, unexpired admin token; undefined for anything else. */
  async verify(token: string): Promise<AdminTokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub'],
        currentDate: new Date(this.now()),
      });
      if (typeof payload.sub !== 'string' || !USER_ID.test(payload.sub)) return undefined;
      if (typeof payload.tv !== 'number' || !Number.isSafeInteger(payload.tv)) return undefined;
      return { userId: payload.sub, tokenVersion: payload.tv };
    } catch {
      return undefined;
    }
  }
}
