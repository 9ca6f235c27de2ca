import { REMEMBER_ME_MS, SESSION_TOKEN_MS } from '@frameshop/contract';
import type { KeyObject } from 'node:crypto';
import { hs256Key, signHs256, verifyHs256 } from './hs256';

export interface TokenClaims {
  userId: string;
  username: string;
  /** Must equal the user's current token version, which a password reset bumps. */
  tokenVersion: number;
  rememberMe: boolean;
}

const ISSUER = 'frameshop';
/** How many verified tokens a process keeps; past this many they are let go, all at once. */
const TOKENS_KEPT = 10_000;
/** User ids are UUIDs; anything else in `sub` would only reach the database to fail there. */
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** HS256 bearer tokens: 7 days with remember-me, 24 hours without. */
export class TokenService {
  private readonly key: KeyObject;
  /**
   * Tokens this process verified, with their claims, until they expire: a client sends its token
   * with every request, and verifying it again each time is an HMAC, a decoding and a parse (ADR
   * 65). Only a token whose signature verified is kept, so nothing is kept for a forgery; a session
   * ended early is refused by its token version, which is checked on the account, not here.
   */
  private readonly verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();

  constructor(secret: string) {
    this.key = hs256Key(secret);
  }

  async issue(claims: TokenClaims): Promise<string> {
    const lifetimeMs = claims.rememberMe ? REMEMBER_ME_MS : SESSION_TOKEN_MS;
    const issuedAt = Date.now();
    return signHs256(
      {
        username: claims.username,
        tv: claims.tokenVersion,
        rm: claims.rememberMe,
        sub: claims.userId,
        iss: ISSUER,
        iat: Math.floor(issuedAt / 1000),
        exp: Math.floor((issuedAt + lifetimeMs) / 1000),
      },
      this.key,
    );
  }

  /**
   * The claims of a valid, unexpired token; undefined for anything else. The user id and token
   * version must have the shapes this service issues.
   */
  async verify(token: string): Promise<TokenClaims | undefined> {
    const nowMs = Date.now();
    const known = this.verified.get(token);
    if (known) {
      if (nowMs < known.expiresAtMs) return { ...known.claims };
      this.verified.delete(token);
    }
    const payload = verifyHs256(token, this.key, { issuer: ISSUER, nowMs });
    if (!payload) return undefined;
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
    if (this.verified.size >= TOKENS_KEPT) this.verified.clear();
    // verifyHs256 refused a token without a numeric `exp`.
    this.verified.set(token, { claims, expiresAtMs: (payload.exp as number) * 1000 });
    return { ...claims };
  }
}
