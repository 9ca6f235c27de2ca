import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@frameshop/contract';

/** A new key: the prefix and 32 random bytes, base64url (43 characters). */
export const newApiKey = () => API_KEY_PREFIX + randomBytes(32).toString('base64url');

/**
 * The key as stored and looked up: SHA-256, hex. A key holds 256 random bits, so no guess nor
 * table reaches it from its hash; a slow password hash would add its cost to every request with
 * a key and guard nothing more (ADR 47).
 */
export const apiKeyHash = (key: string) => createHash('sha256').update(key).digest('hex');

export const lastFourOf = (key: string) => key.slice(-4);
