import { REMEMBER_ME_MS, SESSION_TOKEN_MS } from '@frameshop/contract';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: string;
  username: string;
  /** Must equal the user's current token version, which a password reset bumps. */
  tokenVersion: number;
  rememberMe: boolean;
}

const ISSUER = 'frameshop';
/** User ids are UUIDs; anything else in `sub` would only reach the database to fail there. */
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** HS256 bearer tokens: 7 days with remember-me, 24 hours without. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  issue(claims: TokenClaims): Promise<string> {
    const lifetimeMs = claims.rememberMe ? REMEMBER_ME_MS : SESSION_TOKEN_MS;
    return new SignJWT({
      username: claims.username,
      tv: claims.tokenVersion,
      rm: claims.rememberMe,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(new Date(Date.now() + lifetimeMs))
      .sign(this.key);
  }

  /**
   * The claims of a valid, unexpired token; undefined for anything else. A token without an expiry
   * would never stop working, so `exp` is required like the signature, and the user id and token
   * version must have the shapes this service issues.
   */
  async verify(token: string): Promise<TokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub'],
      });
      if (typeof payload.sub !== 'string' || !USER_ID.test(payload.sub)) return undefined;
      if (typeof payload.tv !== 'number' || !Number.isSafeInteger(payload.tv) || payload.tv < 0) {
        return undefined;
      }
      return {
        userId: payload.sub,
        username: String(payload.username ?? ''),
        tokenVersion: payload.tv,
        rememberMe: payload.rm === true,
      };
    } catch {
      return undefined;
    }
  }
}
