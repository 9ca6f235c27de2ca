import { z } from 'zod';

export const PROFILE_PICTURE_MAX_LENGTH = 2048;
export const PROFILE_PICTURE_MESSAGE =
  'The profile picture must be an https:// link to an image, or left empty.';

/** The store's own public media, e.g. `/media/public/avatars/ab12.jpg`; no part starts with a dot. */
const OWN_PUBLIC_MEDIA = /^\/media\/public(?:\/[a-z0-9_-][a-z0-9_.-]*)+$/;
/** Printable ASCII only: no spaces, quotes' escapes or control characters hidden in the address. */
const HTTPS_ADDRESS = /^https:\/\/[\x21-\x7e]+$/i;

/**
 * A picture address that is safe to put in an `<img src>` anywhere: an https URL or one of the
 * store's own public media paths. `javascript:`, `data:` and plain `http:` addresses are not.
 */
export function isAcceptedProfilePicture(value: string): boolean {
  if (value.length > PROFILE_PICTURE_MAX_LENGTH) return false;
  if (OWN_PUBLIC_MEDIA.test(value)) return true;
  if (!HTTPS_ADDRESS.test(value)) return false;
  try {
    const url = new URL(value);
    // Credentials in a picture address would be sent to its host by every browser showing it.
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * What the API document says a profile picture is: empty, one of the store's public media paths,
 * or an https address by a host name (no port, no credentials) and a printable path. Every such
 * address is accepted below; the store also takes a few the pattern leaves out (a port, an
 * address by number).
 */
const DOCUMENTED_PICTURE =
  '^$|^/media/public(?:/[a-z0-9_-][a-z0-9_.-]*)+$|' +
  '^https://(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}(?:/[\\x21-\\x7e]*)?$';

/** A profile picture as the profile update takes it: an accepted address, or '' for none. */
export const profilePictureSchema = z
  .string(PROFILE_PICTURE_MESSAGE)
  .refine((value) => value === '' || isAcceptedProfilePicture(value), PROFILE_PICTURE_MESSAGE)
  .meta({ pattern: DOCUMENTED_PICTURE, maxLength: PROFILE_PICTURE_MAX_LENGTH });
