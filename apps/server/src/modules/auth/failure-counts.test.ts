import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { countedValueHash } from '../../http/counted-value-hash';
import {
  HashedKeyFailureCounts,
  MemoryFailureCounts,
  RedisFailureCounts,
  type FailureCounts,
} from './failure-counts';
import { eventually } from '../../test-support/eventually';
import { SignInGuard, signInLimits } from './sign-in-guard';

const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : undefined;
afterAll(() => redis?.disconnect());

/**
 * Each store with a way to let a window's time pass: the memory's clock is moved on; Redis keeps
 * its own clock, so its key's expiry is waited for, by reading until the count is gone.
 */
type Store = () => { counts: FailureCounts; pass: (ms: number, key: string) => Promise<void> };

const stores: [string, Store][] = [
  [
    'memory',
    () => {
      let now = Date.now();
      const counts = new MemoryFailureCounts(() => now);
      return { counts, pass: async (ms) => void (now += ms) };
    },
  ],
  ...(redis
    ? [
        [
          'Redis',
          () => {
            const counts = new RedisFailureCounts(
              redis,
              `frameshop-test-${randomBytes(4).toString('hex')}:`,
              () => {
                throw new Error('Redis failed');
              },
            );
            const pass = (_ms: number, key: string) =>
              eventually(
                'the window to close',
                async () => (await counts.read([key]))[0]?.count === 0,
                5000,
              );
            return { counts, pass };
          },
        ] as [string, Store],
      ]
    : []),
];

describe.each(stores)('failure counts in %s', (_name, create) => {
  it('counts in a window that opens with the first failure, reads without counting, clears', async () => {
    const { counts } = create();
    expect(await counts.read(['a', 'b'])).toEqual([
      { count: 0, ttlMs: 0 },
      { count: 0, ttlMs: 0 },
    ]);
    await counts.add('a', 60_000);
    const second = await counts.add('a', 60_000);
    expect(second.count).toBe(2);
    expect(second.ttlMs).toBeGreaterThan(55_000);
    expect(second.ttlMs).toBeLessThanOrEqual(60_000);
    const [a, b] = await counts.read(['a', 'b']);
    expect(a?.count).toBe(2);
    expect(b?.count).toBe(0);
    await counts.clear('a');
    expect((await counts.read(['a']))[0]?.count).toBe(0);
  });

  it('gives one back within the open window, and nothing once it has closed', async () => {
    const { counts, pass } = create();
    await counts.add('taken', 60_000);
    await counts.add('taken', 60_000);
    await counts.giveBack('taken');
    const [left] = await counts.read(['taken']);
    expect(left?.count).toBe(1);
    expect(left?.ttlMs).toBeGreaterThan(55_000);
    await counts.giveBack('taken');
    expect((await counts.read(['taken']))[0]?.count).toBe(0);
    await counts.add('brief', 300);
    await pass(300, 'brief');
    await counts.giveBack('brief');
    // No count below nothing, and no key left behind that never closes.
    expect((await counts.add('brief', 60_000)).count).toBe(1);
    expect((await counts.read(['brief']))[0]?.ttlMs).toBeGreaterThan(55_000);
  });

  it('forgets a window once it has closed', async () => {
    const { counts, pass } = create();
    await counts.add('short', 300);
    expect((await counts.read(['short']))[0]?.count).toBe(1);
    await pass(300, 'short');
    expect((await counts.read(['short']))[0]?.count).toBe(0);
    expect((await counts.add('short', 60_000)).count).toBe(1);
  });
});

describe.each(stores)('failure counts in %s, keyed by a keyed hash', (name, create) => {
  const hash = countedValueHash('a-secret-for-the-failure-counts-test');
  const personal = {
    pair: 'pair:john@example.com:203.0.113.9',
    range: 'sms-range:+9198765',
    address: 'sms-address:203.0.113.9',
  };

  it('keeps what a count is of, and no email, phone or address, in its keys', async () => {
    const { counts: stored } = create();
    const counts = new HashedKeyFailureCounts(stored, hash);
    for (const key of Object.values(personal)) await counts.add(key, 60_000);
    await counts.add(personal.pair, 60_000);
    expect((await counts.read([personal.pair, personal.range])).map((c) => c.count)).toEqual([
      2, 1,
    ]);
    // The store holds the kind and the hash, not the value.
    expect((await stored.read([personal.pair]))[0]?.count).toBe(0);
    expect((await stored.read([`pair:${hash('john@example.com:203.0.113.9')}`]))[0]?.count).toBe(2);
    expect((await stored.read([`sms-range:${hash('+9198765')}`]))[0]?.count).toBe(1);
    if (name === 'Redis') {
      const keys = await redis!.keys('frameshop-test-*');
      expect(keys.filter((key) => /john|example|203\.0\.113|9198765/.test(key))).toEqual([]);
    }
    await counts.giveBack(personal.pair);
    await counts.clear(personal.range);
    expect((await counts.read([personal.pair, personal.range])).map((c) => c.count)).toEqual([
      1, 0,
    ]);
  });
});

describe('failure counts while Redis does not answer', () => {
  // Nothing listens on port 1; with no offline queue every command fails at once, as the store's
  // own connection does while Redis is away.
  const away = () =>
    new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });

  it('are counted in this process, and a success still wipes them', async () => {
    const redis = away();
    const errors: unknown[] = [];
    const counts = new RedisFailureCounts(redis, 'frameshop-test:', (error) => errors.push(error));
    try {
      await counts.add('a', 60_000);
      expect((await counts.add('a', 60_000)).count).toBe(2);
      expect((await counts.read(['a', 'b'])).map((count) => count.count)).toEqual([2, 0]);
      await counts.clear('a');
      expect((await counts.read(['a']))[0]?.count).toBe(0);
      expect(errors.length).toBeGreaterThanOrEqual(4);
    } finally {
      redis.disconnect();
    }
  });

  it('still lock out a guesser: the wrong password past the limit is refused 429', async () => {
    const redis = away();
    const guard = new SignInGuard(new RedisFailureCounts(redis, 'frameshop-test:', () => {}));
    try {
      for (let tried = 0; tried < signInLimits.failuresPerAccountAndAddress; tried += 1) {
        await guard.admit('maya@example.com', '203.0.113.9');
        await guard.failed('maya@example.com', '203.0.113.9');
      }
      await expect(guard.admit('maya@example.com', '203.0.113.9')).rejects.toMatchObject({
        statusCode: 429,
      });
      // Another address is not held back by this one's guesses.
      await expect(guard.admit('maya@example.com', '198.51.100.4')).resolves.toBeUndefined();
    } finally {
      redis.disconnect();
    }
  });
});
