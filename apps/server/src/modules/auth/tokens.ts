import { REMEMBER_ME_MS, SESSION_TOKEN_MS } from '@frameshop/contract';
import { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { VerifiedTokens } from './verified-tokens';

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
  /**
   * Imported once: given the secret's bytes, jose imports them into Web Crypto again for every
   * token it signs or checks, and every signed-in request checks one.
   */
  private readonly key: Promise<webcrypto.CryptoKey>;
  private readonly verified = new VerifiedTokens<TokenClaims>();

  constructor(secret: string) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async issue(claims: TokenClaims): Promise<string> {
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
      .sign(await this.key);
  }

  /**
   * The claims of a valid, unexpired token; undefined for anything else. A token without an expiry
   * would never stop working, so `exp` is required like the signature, and the user id and token
   * version must have the shapes this service issues.
   */
  async verify(token: string): Promise<TokenClaims | undefined> {
    return this.verified.get(token) ?? this.check(token);
  }

  private async check(token: string): Promise<TokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub'],
      });
      if (typeof payload.sub !== 'string' || !USER_ID.test(payload.sub)) return undefined;
      if (typeof payload.tv !== 'number' || !Number.isSafeInteger(payload.tv) || payload.tv < 0) {
        return undefined;
      }
      const claims = {
        userId: payload.sub,
        username: String(payload.username ?? ''),
        tokenVersion: payload.tv,
        rememberMe: payload.rm === true,
      };
      // `exp` is required above, so it is a number of seconds here.
      this.verified.remember(token, claims, payload.exp! * 1000);
      return claims;
    } catch {
      return undefined;
    }
  }
}
