import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether a secret offered in a request equals the configured one. Compared as SHA-256 digests in
 * constant time: the digests are always as long as each other, so neither a wrong character's place
 * nor the secret's length shows in the time taken.
 */
export function sameSecret(offered: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(offered), digest(expected));
}
