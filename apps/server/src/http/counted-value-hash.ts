import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { deriveKey } from '../config/secrets';

/**
 * What a counter's key holds in place of the value it counts: a keyed hash (HMAC-SHA-256,
 * base64url) of an email, a phone number or a client's address, never the value itself (ADR 57).
 * Keys are listed by anyone who can run `KEYS` on the Redis the store counts in, and kept in its
 * snapshots; a keyed hash still tells one value from another, so counting is unchanged, while a
 * plain hash of an email or a phone could be reversed by hashing every candidate. Every process
 * derives the same key from JWT_SECRET, so they share their counts.
 */
export type CountedValueHash = (value: string) => string;

/**
 * How many values' hashes a process keeps: the same few addresses send most requests, and each is
 * counted on every one of them (the global limit), an HMAC each time where a kept hash is a map's
 * lookup. Past this many the kept ones are let go, all at once.
 */
const HASHES_KEPT = 10_000;

export function countedValueHash(jwtSecret: string): CountedValueHash {
  const key: KeyObject = createSecretKey(Buffer.from(deriveKey(jwtSecret, 'counter-keys'), 'hex'));
  const kept = new Map<string, string>();
  return (value) => {
    let hashed = kept.get(value);
    if (hashed === undefined) {
      hashed = createHmac('sha256', key).update(value).digest('base64url');
      if (kept.size >= HASHES_KEPT) kept.clear();
      kept.set(value, hashed);
    }
    return hashed;
  };
}
