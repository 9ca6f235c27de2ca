import { createRemoteJWKSet, jwtVerify } from 'jose';

export interface GoogleIdentity {
  subject: string;
  email: string;
  name: string;
  picture: string;
}

export interface GoogleVerifier {
  /** The identity in a valid Google ID token for our client; undefined for anything else. */
  verify(idToken: string): Promise<GoogleIdentity | undefined>;
}

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/** Verifies ID tokens against Google's published keys (cached by jose), our audience and expiry. */
export function createGoogleVerifier(options: {
  clientId: string;
  jwksUrl: string;
}): GoogleVerifier {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl));
  return {
    async verify(idToken) {
      try {
        const { payload } = await jwtVerify(idToken, keys, {
          issuer: GOOGLE_ISSUERS,
          audience: options.clientId,
        });
        // An unverified address could belong to someone else; linking on it would hand them the account.
        if (payload.email_verified !== true || typeof payload.email !== 'string' || !payload.sub) {
          return undefined;
        }
        return {
          subject: payload.sub,
          email: payload.email.trim().toLowerCase(),
          name: typeof payload.name === 'string' ? payload.name : '',
          picture: typeof payload.picture === 'string' ? payload.picture : '',
        };
      } catch {
        return undefined;
      }
    },
  };
}
