import { API_KEY_PATTERN, ApiKeyMessage, ErrorCode } from '@frameshop/contract';
import { aboutWait } from '@frameshop/contract/wait-wording';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { TakeResult, Windows } from '../../http/rate-limit-windows';
import { apiKeyScopeOf } from '../../http/route-of';
import { forgetOldest } from '../../http/window-counts';
import type { ApiKeyCheck } from '../auth';
import { deleteAccountApiKeys, findApiKeyByHash, touchApiKey } from './api-keys.repository';
import { apiKeyHash } from './key-secret';

/** A key's last use is written at most once a minute: a program's every request writes nothing. */
const LAST_USE_EVERY_MS = 60_000;
/** A key's rate limit counts requests per minute (`API_KEY_RATE_LIMIT`). */
export const API_KEY_WINDOW_MS = 60_000;

interface ApiKeyAccessOptions {
  db: Db;
  /** Each key's window, by key id (`apiKey:key`), in Redis when the app's limits are. */
  windows: Windows;
  /** Requests per key per window. */
  max: number;
  now?: () => number;
}

const take = (windows: Windows, key: string) =>
  new Promise<TakeResult>((resolve) => windows.take(key, resolve));

/**
 * What a request with an API key goes through (ADR 47), in the session hook of its route: the key
 * is looked up by its hash (one indexed read: revoking, a deleted row, holds at the next request
 * in every process, with nothing cached to invalidate); then it is counted against its own rate
 * limit; then the route must name a scope (default deny) that the key holds.
 */
export class ApiKeyAccess implements ApiKeyCheck {
  /** When this process last wrote each key's last use. */
  private readonly lastWritten = new Map<string, number>();
  private readonly now: () => number;

  constructor(private readonly options: ApiKeyAccessOptions) {
    this.now = options.now ?? Date.now;
  }

  async accountOf(request: FastifyRequest, reply: FastifyReply, key: string) {
    const row = API_KEY_PATTERN.test(key)
      ? await findApiKeyByHash(this.options.db, apiKeyHash(key))
      : undefined;
    if (!row) throw AppError.unauthorized(ApiKeyMessage.unknownKey);
    await this.admit(row.id, reply);
    const scope = apiKeyScopeOf(request.routeOptions.schema);
    if (!scope) throw AppError.forbidden(ApiKeyMessage.notForKeys);
    if (!row.scopes.includes(scope)) throw AppError.forbidden(ApiKeyMessage.missingScope(scope));
    await this.noteUse(row.id);
    return { userId: row.userId, keyId: row.id };
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
