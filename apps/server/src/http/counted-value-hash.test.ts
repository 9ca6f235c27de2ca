import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveKey } from '../config/secrets';
import { countedValueHash } from './counted-value-hash';

const SECRET = 'a-secret-for-the-counted-value-hash-test';
const keyedHash = (value: string) =>
  createHmac('sha256', Buffer.from(deriveKey(SECRET, 'counter-keys'), 'hex'))
    .update(value)
    .digest('base64url');

describe('the keyed hash of a counted value', () => {
  it('answers every value its own keyed hash, also past the many it keeps', () => {
    const hash = countedValueHash(SECRET);
    const values = Array.from({ length: 10_050 }, (_, n) => `203.0.113.${n}`);
    for (const value of values) expect(hash(value)).toBe(keyedHash(value));
    for (const value of values.slice(0, 20)) expect(hash(value)).toBe(keyedHash(value));
  });
});
