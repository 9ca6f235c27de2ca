import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryFailureCounts, RedisFailureCounts, type FailureCounts } from './failure-counts';

const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : undefined;
afterAll(() => redis?.disconnect());

const stores: [string, () => FailureCounts][] = [
  ['memory', () => new MemoryFailureCounts()],
  ...(redis
    ? [
        [
          'Redis',
          () =>
            new RedisFailureCounts(
              redis,
              `frameshop-test-${randomBytes(4).toString('hex')}:`,
              () => {
                throw new Error('Redis failed');
              },
            ),
        ] as [string, () => FailureCounts],
      ]
    : []),
];

describe.each(stores)('failure counts in %s', (_name, create) => {
  it('counts in a window that opens with the first failure, reads without counting, clears', async () => {
    const counts = create();
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

  it('forgets a window once it has closed', async () => {
    const counts = create();
    await counts.add('short', 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await counts.read(['short']))[0]?.count).toBe(0);
    expect((await counts.add('short', 60_000)).count).toBe(1);
  });
});
