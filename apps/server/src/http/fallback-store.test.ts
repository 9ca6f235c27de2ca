import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { countingNotice } from './counting-notice';
import { fallbackStore } from './fallback-store';
import { countedValueHash } from './counted-value-hash';
import { RateLimiterNames } from './rate-limiter-names';

/** A Redis whose counting script answers while `up` (its count, and the window it opened). */
function fakeRedis() {
  const state = { up: true, counts: new Map<string, number>() };
  const redis = {
    status: 'ready',
    defineCommand() {},
    frameshopWindowCount(
      key: string,
      by: number,
      windowMs: number,
      callback: (error: Error | null, reply?: [number, number]) => void,
    ) {
      if (!state.up) return callback(new Error("Stream isn't writeable"));
      const count = (state.counts.get(key) ?? 0) + by;
      state.counts.set(key, count);
      callback(null, [count, windowMs]);
    },
  };
  return { state, redis };
}

describe('fallbackStore', () => {
  it('counts in Redis, in the process while Redis is away, and says the switch once each way', async () => {
    const { state, redis } = fakeRedis();
    const lines: string[] = [];
    const notice = countingNotice(
      { warn: (line: string) => lines.push(line) } as never,
      () => state.up,
    );
    const names = new RateLimiterNames(countedValueHash('a-secret-for-the-fallback-store-test'));
    const Store = fallbackStore(redis as unknown as Redis, 'limits:', notice, names);
    const route = new Store({}).child({
      keyGenerator: names.keyOf('login', 'ip', () => 'unused'),
      routeInfo: { method: 'POST', url: '/api/login' },
    } as never);
    const incr = (key: string) =>
      new Promise<number>((resolve, reject) =>
        route.incr(
          key,
          (error, result) => (error ? reject(error) : resolve(result!.current)),
          60_000,
          5,
        ),
      );

    expect([await incr('ip'), await incr('ip')]).toEqual([1, 2]);
    expect(state.counts.get('limits:ip')).toBe(2);
    state.up = false;
    expect([await incr('ip'), await incr('ip'), await incr('ip')]).toEqual([1, 2, 3]);
    state.up = true;
    expect(await incr('ip')).toBe(3);
    expect(lines).toEqual([
      'rate limits counted in this process until Redis answers again',
      'rate limits shared through Redis again',
    ]);
  });

  it('refuses a limit whose keys were not named, as its route is added', () => {
    const notice = countingNotice({ warn: () => undefined } as never, () => true);
    const Store = fallbackStore(
      undefined,
      'limits:',
      notice,
      new RateLimiterNames(countedValueHash('a-secret-for-the-fallback-store-test')),
    );
    expect(() =>
      new Store({}).child({
        keyGenerator: (request: { ip: string }) => request.ip,
        routeInfo: { method: 'POST', url: '/api/login' },
      } as never),
    ).toThrow('The rate limit of POST /api/login has no name');
  });
});
