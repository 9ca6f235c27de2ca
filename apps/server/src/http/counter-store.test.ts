import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
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
    // A port nothing listens on: every connection attempt is refused.
    const redis = connectCounterStore(appForTest(), 'redis://127.0.0.1:1', 'test counts');
    const started = Date.now();
    await counterStoreReady(redis);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(redis.status).not.toBe('ready');
  });
});
