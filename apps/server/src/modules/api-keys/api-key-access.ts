import { API_KEY_PATTERN, ApiKeyMessage, ErrorCode } from '@frameshop/contract';
import { aboutWait } from '@frameshop/contract/wait-wording';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { TakeResult, Windows } from '../../http/rate-limit-windows';
import { clientKey } from '../../http/rate-limit';
import { apiKeyScopeOf } from '../../http/route-of';
import { forgetOldest } from '../../http/window-counts';
import type { ApiKeyCheck, FailureCounts } from '../auth';
import { deleteAccountApiKeys, findApiKeyByHash, touchApiKey } from './api-keys.repository';
import { apiKeyHash } from './key-secret';

/** A key's last use is written at most once a minute: a program's every request writes nothing. */
const LAST_USE_EVERY_MS = 60_000;
/** A key's rate limit counts requests per minute (`API_KEY_RATE_LIMIT`). */
export const API_KEY_WINDOW_MS = 60_000;
/**
 * Requests with a key that is not valid, per client address a minute, before the address is
 * answered 429 without its key being hashed or looked up: far more than a program with a revoked
 * key retries, far fewer than a guesser needs (a key is 256 random bits; the throttle is for the
 * reads a flood of made-up keys costs the database).
 */
export const UNKNOWN_KEYS_PER_ADDRESS = 20;
const UNKNOWN_KEYS_WINDOW_MS = 60_000;

interface ApiKeyAccessOptions {
  db: Db;
  /** Each key's window, by key id (`apiKey:key`), in Redis when the app's limits are. */
  windows: Windows;
  /** Requests per key per window. */
  max: number;
  /** The unknown keys each client address sent (`api-key-misses:`), where sign-in failures are. */
  misses: FailureCounts;
  now?: () => number;
}

const take = (windows: Windows, key: string) =>
  new Promise<TakeResult>((resolve) => windows.take(key, resolve));

/**
 * What a request with an API key goes through (ADR 47), in the session hook of its route: the key
 * is looked up by its hash (one indexed read: revoking, a deleted row, holds at the next request
 * in every process, with nothing cached to invalidate); then it is counted against its own rate
 * limit; then the route must name a scope (default deny) that the key holds. An address that sent
 * UNKNOWN_KEYS_PER_ADDRESS unknown keys in a minute is answered 429 before its key costs anything.
 */
export class ApiKeyAccess implements ApiKeyCheck {
  /** When this process last wrote each key's last use. */
  private readonly lastWritten = new Map<string, number>();
  private readonly now: () => number;

  constructor(private readonly options: ApiKeyAccessOptions) {
    this.now = options.now ?? Date.now;
  }

  async accountOf(request: FastifyRequest, reply: FastifyReply, key: string) {
    const misses = `api-key-misses:${clientKey(request)}`;
    const [missed] = await this.options.misses.read([misses]);
    if (missed && missed.count >= UNKNOWN_KEYS_PER_ADDRESS) throw unknownKeysLimited(missed.ttlMs);
    const row = API_KEY_PATTERN.test(key)
      ? await findApiKeyByHash(this.options.db, apiKeyHash(key))
      : undefined;
    if (!row) {
      // A known key does not clear the count: a guesser's own key would wipe its misses.
      await this.options.misses.add(misses, UNKNOWN_KEYS_WINDOW_MS);
      throw AppError.unauthorized(ApiKeyMessage.unknownKey);
    }
    await this.admit(row.id, reply);
    const scope = apiKeyScopeOf(request.routeOptions.schema);
    if (!scope) throw AppError.forbidden(ApiKeyMessage.notForKeys);
    if (!row.scopes.includes(scope)) throw AppError.forbidden(ApiKeyMessage.missingScope(scope));
    await this.noteUse(row.id);
    return { userId: row.userId, key: { id: row.id, name: row.name } };
  }

  revokeAccountKeys(tx: Tx, userId: string): Promise<void> {
    return deleteAccountApiKeys(tx, userId);
  }

  /** Counts the request against the key's window; past it, 429 with when to try again. */
  private async admit(keyId: string, reply: FastifyReply): Promise<void> {
    const result = await take(this.options.windows, keyId);
    // As the other limits: a lost store must not take the API down with it.
    if (result === 'unavailable') return;
    const resetSeconds = Math.ceil(result.ttlMs / 1000);
    // The IETF draft's fields (draft-ietf-httpapi-ratelimit-headers): the key's own limit.
    reply
      .header('ratelimit-limit', this.options.max)
      .header('ratelimit-remaining', result.remaining)
      .header('ratelimit-reset', resetSeconds);
    if (!result.allowed) {
      throw new AppError(
        ErrorCode.RateLimited,
        429,
        ApiKeyMessage.keyRateLimited(aboutWait(resetSeconds)),
        { retryAfterSeconds: resetSeconds },
      );
    }
  }

  /** Writes the key's last use unless this process did within the minute (or another, the SQL says). */
  private async noteUse(keyId: string): Promise<void> {
    const now = this.now();
    const last = this.lastWritten.get(keyId);
    if (last !== undefined && now - last < LAST_USE_EVERY_MS) return;
    this.lastWritten.delete(keyId);
    this.lastWritten.set(keyId, now);
    forgetOldest(this.lastWritten);
    await touchApiKey(this.options.db, keyId, new Date(now), new Date(now - LAST_USE_EVERY_MS));
  }
}

function unknownKeysLimited(ttlMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new AppError(
    ErrorCode.RateLimited,
    429,
    ApiKeyMessage.unknownKeysRateLimited(aboutWait(seconds)),
    { retryAfterSeconds: seconds },
  );
}
