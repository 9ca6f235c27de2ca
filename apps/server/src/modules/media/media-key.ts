/**
 * A media key is a relative path such as `public/demo/aurora/poster-3f9c.jpg`. The alphabet has no
 * upper case, backslash, percent or colon, and no segment may start with a dot, which rules out `.`,
 * `..`, hidden files and absolute paths: a key can never name a file outside the media root, and it
 * needs no escaping in a URL or an S3 object name.
 */
const SEGMENT = /^[a-z0-9_-][a-z0-9_.-]*$/;
const MAX_KEY_LENGTH = 512;

/** Keys under `public/` are catalogue media anyone may load; everything else needs a signed link. */
export const PUBLIC_PREFIX = 'public/';

export function isValidMediaKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

export function assertMediaKey(key: string): void {
  if (!isValidMediaKey(key)) {
    throw new Error(
      `Invalid media key ${JSON.stringify(key)}: use relative paths of [a-z0-9/_.-] whose parts ` +
        'do not start with a dot.',
    );
  }
}

export function isPublicMediaKey(key: string): boolean {
  return key.startsWith(PUBLIC_PREFIX);
}
