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

export function countedValueHash(jwtSecret: string): CountedValueHash {
  const key: KeyObject = createSecretKey(Buffer.from(deriveKey(jwtSecret, 'counter-keys'), 'hex'));
  return (value) => createHmac('sha256', key).update(value).digest('base64url');
}
