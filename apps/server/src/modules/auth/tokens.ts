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

  /** The claims of a valid, unexpired token; undefined for anything else. */
  async verify(token: string): Promise<TokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return undefined;
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
