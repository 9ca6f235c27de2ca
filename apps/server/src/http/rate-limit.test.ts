import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

const opened: TestApp[] = [];
async function appWith(env: Record<string, string>): Promise<TestApp> {
  const testApp = await createTestApp({ env: { RATE_LIMIT_MAX: '2', ...env } });
  opened.push(testApp);
  return testApp;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((testApp) => testApp.close()));
});

const hit = (testApp: TestApp) =>
  testApp.app.inject({ method: 'GET', url: '/api/openapi.json', remoteAddress: '203.0.113.7' });

describe('rate limits', () => {
  it('answers 429 with Retry-After and a message once the limit is reached', async () => {
    const testApp = await appWith({});
    expect((await hit(testApp)).statusCode).toBe(200);
    expect((await hit(testApp)).statusCode).toBe(200);
    const limited = await hit(testApp);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      error: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds and try again\.$/),
    });
  });

  it('never limits the health check', async () => {
    const testApp = await appWith({});
    for (let i = 0; i < 4; i += 1) {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
    }
  });

  // Needs a Redis server; `.ci/run` and the README's test command provide REDIS_URL when one runs.
  it.skipIf(!process.env.REDIS_URL)('shares one count across processes through Redis', async () => {
    const redis = new Redis(process.env.REDIS_URL as string);
    const keys = await redis.keys('frameshop-rate-limit:*');
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    const env = { REDIS_URL: process.env.REDIS_URL as string };
    const [first, second] = [await appWith(env), await appWith(env)];
    expect((await hit(first)).statusCode).toBe(200);
    expect((await hit(second)).statusCode).toBe(200);
    expect((await hit(first)).statusCode).toBe(429);
  });
});
