import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { CountedValueHash } from '../../http/counted-value-hash';
import { connectCounterStore } from '../../http/counter-store';
import { LocalWindowCounts } from '../../http/window-counts';

export interface Count {
  count: number;
  /** Time left in the key's window; 0 when the key has no count. */
  ttlMs: number;
}

/**
 * Counters of failed attempts in fixed windows that open with the first failure. Unlike the request
 * limiters they can be read without counting and cleared, so a success wipes its failures.
 */
export interface FailureCounts {
  read(keys: string[]): Promise<Count[]>;
  add(key: string, windowMs: number): Promise<Count>;
  /**
   * One fewer in `key`'s open window, its end unchanged (the next count after the last is given
   * back opens a new window); nothing once it has closed. For a count taken ahead of something
   * that then did not happen, such as a text the provider refused.
   */
  giveBack(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  /**
   * Counts on the same store (the same Redis connection) whose windows are kept apart from these
   * in the process, so that a flood of one kind of key never evicts another's: for other limits,
   * such as the SMS ones, which name their keys apart.
   */
  apart(): FailureCounts;
}

const NO_COUNT: Count = { count: 0, ttlMs: 0 };
const DEFAULT_MAX_KEYS = 20_000;

/** In this process; the window that opened first is forgotten past `maxKeys`. */
export class MemoryFailureCounts implements FailureCounts {
  private readonly windows: LocalWindowCounts;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = DEFAULT_MAX_KEYS,
  ) {
    this.windows = new LocalWindowCounts(maxKeys);
  }

  apart(): FailureCounts {
    return new MemoryFailureCounts(this.now, this.maxKeys);
  }

  read(keys: string[]): Promise<Count[]> {
    const now = this.now();
    return Promise.resolve(keys.map((key) => countOf(this.windows.peek(key, now), now)));
  }

  add(key: string, windowMs: number): Promise<Count> {
    const now = this.now();
    return Promise.resolve(countOf(this.windows.add(key, windowMs, now), now));
  }

  giveBack(key: string): Promise<void> {
    this.windows.giveBack(key, this.now());
    return Promise.resolve();
  }

  clear(key: string): Promise<void> {
    this.windows.forget(key);
    return Promise.resolve();
  }
}

function countOf(window: { count: number; endsAt: number } | undefined, now: number): Count {
  return window ? { count: window.count, ttlMs: window.endsAt - now } : NO_COUNT;
}

const ADD_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

// A closed window's key is gone, and DECR would make it anew, at -1 and never expiring.
const GIVE_BACK_SCRIPT = `
if redis.call('PTTL', KEYS[1]) > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

interface AddCommand {
  frameshopFailureAdd(key: string, windowMs: number): Promise<[number, number]>;
  frameshopFailureGiveBack(key: string): Promise<number>;
}

/**
 * Shared by every process through Redis. Like the request limiters, while Redis does not answer
 * each process counts by itself (`local`), so an outage neither takes sign-in down nor lifts its
 * lock-outs; the counts made meanwhile stay in the process until their windows close.
 */
export class RedisFailureCounts implements FailureCounts {
  private readonly redis: Redis & AddCommand;

  constructor(
    redis: Redis,
    private readonly prefix: string,
    private readonly onError: (error: unknown) => void,
    private readonly local: FailureCounts = new MemoryFailureCounts(),
  ) {
    if (!('frameshopFailureAdd' in redis)) {
      redis.defineCommand('frameshopFailureAdd', { numberOfKeys: 1, lua: ADD_SCRIPT });
      redis.defineCommand('frameshopFailureGiveBack', { numberOfKeys: 1, lua: GIVE_BACK_SCRIPT });
    }
    this.redis = redis as Redis & AddCommand;
  }

  apart(): FailureCounts {
    return new RedisFailureCounts(this.redis, this.prefix, this.onError, this.local.apart());
  }

  async read(keys: string[]): Promise<Count[]> {
    try {
      const pipeline = this.redis.pipeline();
      for (const key of keys) pipeline.get(this.prefix + key).pttl(this.prefix + key);
      const replies = (await pipeline.exec()) ?? [];
      // A pipeline answers each command's error beside its reply rather than rejecting.
      const failed = replies.find(([error]) => error);
      if (failed) throw failed[0];
      return keys.map((_key, index) => {
        const count = Number(replies[index * 2]?.[1] ?? 0);
        const ttlMs = Number(replies[index * 2 + 1]?.[1] ?? 0);
        return count > 0 && ttlMs > 0 ? { count, ttlMs } : NO_COUNT;
      });
    } catch (error) {
      this.onError(error);
      return this.local.read(keys);
    }
  }

  async add(key: string, windowMs: number): Promise<Count> {
    try {
      const [count, ttlMs] = await this.redis.frameshopFailureAdd(this.prefix + key, windowMs);
      return { count, ttlMs };
    } catch (error) {
      this.onError(error);
      return this.local.add(key, windowMs);
    }
  }

  async giveBack(key: string): Promise<void> {
    try {
      await this.redis.frameshopFailureGiveBack(this.prefix + key);
    } catch (error) {
      // Taken here during the outage, most likely: given back here.
      this.onError(error);
      await this.local.giveBack(key);
    }
  }

  async clear(key: string): Promise<void> {
    // A success wipes the failures counted here during an outage too.
    await this.local.clear(key);
    try {
      await this.redis.del(this.prefix + key);
    } catch (error) {
      this.onError(error);
    }
  }
}

/**
 * Counts whose keys keep what they count by (`pair:`, `sms-address:`, …) and, in place of the
 * rest (an email, a phone number, a client's address), its keyed hash (ADR 57): the keys of a
 * store are listed by whoever can read it, in memory dumps and Redis snapshots alike.
 */
export class HashedKeyFailureCounts implements FailureCounts {
  constructor(
    private readonly counts: FailureCounts,
    private readonly hash: CountedValueHash,
  ) {}

  apart(): FailureCounts {
    return new HashedKeyFailureCounts(this.counts.apart(), this.hash);
  }

  read(keys: string[]): Promise<Count[]> {
    return this.counts.read(keys.map((key) => this.hashed(key)));
  }

  add(key: string, windowMs: number): Promise<Count> {
    return this.counts.add(this.hashed(key), windowMs);
  }

  giveBack(key: string): Promise<void> {
    return this.counts.giveBack(this.hashed(key));
  }

  clear(key: string): Promise<void> {
    return this.counts.clear(this.hashed(key));
  }

  private hashed(key: string): string {
    const kind = key.indexOf(':');
    return kind === -1
      ? this.hash(key)
      : `${key.slice(0, kind + 1)}${this.hash(key.slice(kind + 1))}`;
  }
}

/**
 * In memory, or in Redis when REDIS_URL is set so that every server process sees the same counts;
 * keyed by what they count's keyed hash (`HashedKeyFailureCounts`).
 */
export function createFailureCounts(
  app: FastifyInstance,
  redisUrl: string | undefined,
  hash: CountedValueHash,
): FailureCounts {
  return new HashedKeyFailureCounts(storedFailureCounts(app, redisUrl), hash);
}

function storedFailureCounts(app: FastifyInstance, redisUrl: string | undefined): FailureCounts {
  if (!redisUrl) return new MemoryFailureCounts();
  const redis = connectCounterStore(app, redisUrl, 'failure counts');
  // A lost connection is logged once by the store itself; a command failing on a live one is
  // worth a line each time.
  const warn = (error: unknown) => {
    if (redis.status === 'ready') app.log.warn({ err: error }, 'failure counts unavailable');
  };
  return new RedisFailureCounts(redis, 'frameshop-failures:', warn);
}
