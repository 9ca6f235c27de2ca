import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectCounterStore, counterStoreReady } from './counter-store';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
function appForTest() {
  const app = Fastify({ logger: false });
  apps.push(app);
  return app;
}

describe('the shared counter store', () => {
  // Needs a Redis server; `.ci/run` and the README's test command provide REDIS_URL when one runs.
  it.skipIf(!process.env.REDIS_URL)(
    'is connected once ready resolves, not still connecting',
    async () => {
      const redis = connectCounterStore(
        appForTest(),
        process.env.REDIS_URL as string,
        'test counts',
      );
      expect(redis.status).not.toBe('ready');
      await counterStoreReady(redis);
      expect(redis.status).toBe('ready');
      expect(await redis.ping()).toBe('PONG');
    },
  );

  it('gives up waiting after its connect timeout when nothing answers', async () => {
    // The wait's clock is moved on rather than waited for.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // A port nothing listens on: every connection attempt is refused.
      const redis = connectCounterStore(appForTest(), 'redis://127.0.0.1:1', 'test counts');
      let gaveUp = false;
      const waiting = counterStoreReady(redis).then(() => (gaveUp = true));
      await vi.advanceTimersByTimeAsync(1999);
      expect(gaveUp).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await waiting;
      expect(redis.status).not.toBe('ready');
    } finally {
      vi.useRealTimers();
    }
  });
});
