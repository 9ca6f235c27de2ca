import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { poster, uniqueMobile } from '../test-support/accounts-fixture';
import { eventually } from '../test-support/eventually';
import { startLocalTwilio } from '../test-support/local-sms';
import { createTestApp } from '../test-support/test-app';

/** The counter connections this process holds, by purpose (`connectCounterStore` names them). */
async function connectionsOfThisProcess(redis: Redis): Promise<Record<string, number>> {
  const list = (await redis.client('LIST')) as string;
  const counts: Record<string, number> = {};
  for (const name of list.matchAll(/ name=frameshop:(\S+):(\d+) /g)) {
    if (Number(name[2]) !== process.pid) continue;
    counts[name[1]!] = (counts[name[1]!] ?? 0) + 1;
  }
  return counts;
}

describe('the counts an app keeps in Redis', () => {
  // Needs a Redis server; `.ci/run` and the README's test command provide REDIS_URL when one runs.
  it.skipIf(!process.env.REDIS_URL)(
    'go over one connection for the rate limits and one for the failure counts, SMS limits included',
    async () => {
      const twilio = await startLocalTwilio();
      const store = await createTestApp({
        env: { ...twilio.env(), REDIS_URL: process.env.REDIS_URL as string },
      });
      const observer = new Redis(process.env.REDIS_URL as string);
      try {
        const sent = await poster(store.app)('/api/send-phone-otp', {
          phoneNumber: uniqueMobile(),
        });
        expect(sent.statusCode).toBe(200);
        expect(twilio.sendAttempts()).toBe(1);
        const expected = { 'rate-limit-store': 1, 'failure-counts': 1 };
        // Connections of this process's earlier apps may still be closing.
        let seen: Record<string, number> = {};
        await eventually(
          `this app's counter connections, ${JSON.stringify(expected)}`,
          async () => {
            seen = await connectionsOfThisProcess(observer);
            return Object.keys({ ...seen, ...expected }).every(
              (purpose) => seen[purpose] === expected[purpose as keyof typeof expected],
            );
          },
          5000,
        ).catch(() => {});
        expect(seen).toEqual(expected);
      } finally {
        observer.disconnect();
        await store.close();
        await twilio.close();
      }
    },
  );
});
