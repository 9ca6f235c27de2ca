import { emailSchema } from '@frameshop/contract';
import { isAcceptedProfilePicture } from '@frameshop/contract/profile-picture';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

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
/** Google's subjects are opaque ASCII ids of at most 255 characters, never blank or controlled. */
const SUBJECT = /^[\x21-\x7e]{1,255}$/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;
const NAME_MAX_LENGTH = 100;

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
        return identityOf(payload);
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * The identity in verified claims, cleaned for storage: a token is signed, but what it says still
 * comes from outside. A subject or email that cannot be what Google issues refuses the token; a
 * name loses its control characters, and a picture that is not an https link is dropped.
 */
export function identityOf(payload: JWTPayload): GoogleIdentity | undefined {
  // An unverified address could belong to someone else; linking on it would hand them the account.
  if (payload.email_verified !== true) return undefined;
  if (typeof payload.sub !== 'string' || !SUBJECT.test(payload.sub)) return undefined;
  const email = emailSchema.safeParse(payload.email);
  if (!email.success) return undefined;
  const name = typeof payload.name === 'string' ? payload.name : '';
  const picture = typeof payload.picture === 'string' ? payload.picture : '';
  return {
    subject: payload.sub,
    email: email.data,
    // Cut by code points, so a character outside the BMP is never split in half.
    name: Array.from(name.replace(CONTROL_CHARACTERS, '').trim())
      .slice(0, NAME_MAX_LENGTH)
      .join(''),
    picture: isAcceptedProfilePicture(picture) ? picture : '',
  };
}
