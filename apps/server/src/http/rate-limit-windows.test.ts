import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { MemoryWindows, RedisWindows, type TakeResult, type Windows } from './rate-limit-windows';

/** Takes one request and returns what the windows answered (waiting for Redis when needed). */
const take = (windows: Windows, key = 'ip') =>
  new Promise<TakeResult>((resolve) => windows.take(key, resolve));

const allowedOf = (result: TakeResult) => result !== 'unavailable' && result.allowed;

describe('MemoryWindows', () => {
  it('admits max requests per window, then refuses until the window closes', () => {
    let now = 0;
    const windows = new MemoryWindows({ max: 3, windowMs: 1000, now: () => now });
    const results: TakeResult[] = [];
    for (let i = 0; i < 4; i += 1) windows.take('ip', (result) => results.push(result));
    expect(results).toEqual([
      { allowed: true, remaining: 2, ttlMs: 1000 },
      { allowed: true, remaining: 1, ttlMs: 1000 },
      { allowed: true, remaining: 0, ttlMs: 1000 },
      { allowed: false, remaining: 0, ttlMs: 1000 },
    ]);
    now = 999;
    windows.take('other', (result) => results.push(result));
    expect(results.at(-1)).toMatchObject({ allowed: true, remaining: 2 });
    windows.take('ip', (result) => results.push(result));
    expect(results.at(-1)).toEqual({ allowed: false, remaining: 0, ttlMs: 1 });
    now = 1000;
    windows.take('ip', (result) => results.push(result));
    expect(results.at(-1)).toEqual({ allowed: true, remaining: 2, ttlMs: 1000 });
  });

  it('forgets the window that opened first once it holds too many keys', () => {
    const windows = new MemoryWindows({ max: 1, windowMs: 1000, maxKeys: 2, now: () => 0 });
    const allowed: boolean[] = [];
    for (const key of ['a', 'b', 'c', 'a', 'c'])
      windows.take(key, (result) => allowed.push(allowedOf(result)));
    expect(allowed).toEqual([true, true, true, true, false]);
  });
});

/** Stands in for Redis: the lease script's effect on a shared count, answering on a later tick. */
class FakeRedis {
  counts = new Map<string, { count: number; expiresAt: number }>();
  calls = 0;
  failing = false;
  constructor(public now: () => number) {}

  defineCommand(name: string) {
    expect(name).toBe('frameshopWindowCount');
    Object.assign(this, {
      frameshopWindowCount: (
        key: string,
        size: number,
        windowMs: number,
        callback: (error: Error | null, reply?: [number, number]) => void,
      ) => {
        this.calls += 1;
        setImmediate(() => {
          if (this.failing) return callback(new Error('connection lost'));
          const now = this.now();
          let entry = this.counts.get(key);
          if (!entry || entry.expiresAt <= now) {
            entry = { count: 0, expiresAt: now + windowMs };
            this.counts.set(key, entry);
          }
          entry.count += size;
          callback(null, [entry.count, entry.expiresAt - now]);
        });
      },
    });
  }

  asRedis(): Redis {
    return this as unknown as Redis;
  }
}

describe('RedisWindows', () => {
  const options = (max: number, now: () => number) => ({ max, windowMs: 60_000, now });

  it('admits exactly max requests from one process, asking Redis once per lease', async () => {
    const now = () => 0;
    const redis = new FakeRedis(now);
    const windows = new RedisWindows(redis.asRedis(), 'rl:', options(600, now));
    const results: TakeResult[] = [];
    for (let i = 0; i < 610; i += 1) results.push(await take(windows));
    expect(results.filter(allowedOf)).toHaveLength(600);
    expect(results.slice(600).every((result) => !allowedOf(result))).toBe(true);
    expect(results[599]).toMatchObject({ allowed: true, remaining: 0 });
    expect(results[600]).toMatchObject({ allowed: false, remaining: 0, ttlMs: 60_000 });
    // Leases shrink as the window fills: far fewer round trips than requests, and none once full.
    expect(redis.calls).toBeLessThan(200);
    expect(redis.counts.get('rl:ip')!.count).toBeGreaterThanOrEqual(600);
  });

  it('never admits more than max in a window across processes', async () => {
    const now = () => 0;
    const redis = new FakeRedis(now);
    const first = new RedisWindows(redis.asRedis(), 'rl:', options(100, now));
    const second = new RedisWindows(redis.asRedis(), 'rl:', options(100, now));
    let admitted = 0;
    for (let i = 0; i < 150; i += 1) {
      if (allowedOf(await take(i % 3 === 0 ? second : first))) admitted += 1;
    }
    expect(admitted).toBeLessThanOrEqual(100);
    // An unused lease of one process counts against the other: a few requests early at most.
    expect(admitted).toBeGreaterThanOrEqual(100 - 2 * 3);
  });

  it('is exact with a small max, one request per lease', async () => {
    const now = () => 0;
    const redis = new FakeRedis(now);
    const first = new RedisWindows(redis.asRedis(), 'rl:', options(2, now));
    const second = new RedisWindows(redis.asRedis(), 'rl:', options(2, now));
    expect(allowedOf(await take(first))).toBe(true);
    expect(allowedOf(await take(second))).toBe(true);
    expect(allowedOf(await take(first))).toBe(false);
    expect(allowedOf(await take(second))).toBe(false);
  });

  it('lets requests that arrive together share one lease', async () => {
    const now = () => 0;
    const redis = new FakeRedis(now);
    const windows = new RedisWindows(redis.asRedis(), 'rl:', options(600, now));
    const results = await Promise.all(Array.from({ length: 10 }, () => take(windows)));
    expect(results.every(allowedOf)).toBe(true);
    expect(redis.calls).toBe(1);
  });

  it('starts counting again when the window closes', async () => {
    let time = 0;
    const now = () => time;
    const redis = new FakeRedis(now);
    const windows = new RedisWindows(redis.asRedis(), 'rl:', options(2, now));
    await take(windows);
    await take(windows);
    expect(allowedOf(await take(windows))).toBe(false);
    time = 60_000;
    expect(await take(windows)).toMatchObject({ allowed: true, ttlMs: 60_000 });
  });

  it('reports Redis as unavailable, and asks again on the next request', async () => {
    const now = () => 0;
    const redis = new FakeRedis(now);
    const windows = new RedisWindows(redis.asRedis(), 'rl:', options(600, now));
    redis.failing = true;
    expect(await Promise.all([take(windows), take(windows)])).toEqual([
      'unavailable',
      'unavailable',
    ]);
    redis.failing = false;
    expect(allowedOf(await take(windows))).toBe(true);
    expect(redis.calls).toBe(2);
  });

  it('keeps keys apart', async () => {
    const now = () => 0;
    const redis = new FakeRedis(now);
    const windows = new RedisWindows(redis.asRedis(), 'rl:', options(1, now));
    expect(allowedOf(await take(windows, 'a'))).toBe(true);
    expect(allowedOf(await take(windows, 'b'))).toBe(true);
    expect(allowedOf(await take(windows, 'a'))).toBe(false);
  });
});
