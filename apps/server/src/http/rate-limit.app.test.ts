import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, testSecrets, type TestApp } from '../test-support/test-app';
import { countedValueHash } from './counted-value-hash';
import { limits, perAccountLimit } from './request-limits';

/** What the store's keys hold of an address, an email or a phone: its keyed hash (ADR 57). */
const hashed = countedValueHash(testSecrets.jwtSecret);

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
      error: expect.stringMatching(
        /^Too many requests\. Please wait about \d+ (seconds?|minutes?) and try again\.$/,
      ),
    });
  });

  it('tells every counted answer its limit, what is left and when the window resets', async () => {
    const testApp = await appWith({ RATE_LIMIT_MAX: '5' });
    const first = await hit(testApp);
    const second = await hit(testApp);
    expect(first.headers['x-ratelimit-limit']).toBe('5');
    expect(first.headers['x-ratelimit-remaining']).toBe('4');
    expect(second.headers['x-ratelimit-remaining']).toBe('3');
    expect(Number(first.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    // Another address has its own count.
    const other = await testApp.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      remoteAddress: '203.0.113.8',
    });
    expect(other.headers['x-ratelimit-remaining']).toBe('4');
  });

  it('counts a proxied client by the address its proxy saw, however it rotates its own entry', async () => {
    const testApp = await appWith({ TRUST_PROXY: '10.0.0.0/8' });
    const via = (forwardedFor: string) =>
      testApp.app.inject({
        method: 'GET',
        url: '/api/openapi.json',
        headers: { 'x-forwarded-for': forwardedFor },
        remoteAddress: '10.0.0.2',
      });
    expect((await via('1.1.1.1, 203.0.113.7')).statusCode).toBe(200);
    expect((await via('2.2.2.2, 203.0.113.7')).statusCode).toBe(200);
    expect((await via('3.3.3.3, 203.0.113.7')).statusCode).toBe(429);
    expect((await via('203.0.113.8')).statusCode).toBe(200);
  });

  it('counts IPv6 clients by their /64 network', async () => {
    const testApp = await appWith({});
    const from = (remoteAddress: string) =>
      testApp.app.inject({ method: 'GET', url: '/api/openapi.json', remoteAddress });
    expect((await from('2001:db8:1:2::1')).statusCode).toBe(200);
    expect((await from('2001:db8:1:2::ffff')).statusCode).toBe(200);
    expect((await from('2001:db8:1:2:abcd::9')).statusCode).toBe(429);
    expect((await from('2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('leaves a route with its own limit to that limit alone', async () => {
    const testApp = await appWith({});
    for (let i = 0; i < 4; i += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '203.0.113.9',
        payload: { email: 'nobody@example.com', password: 'not this one' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['x-ratelimit-limit']).toBe(String(limits.login.perIp));
    }
  });

  it('never limits the health check', async () => {
    const testApp = await appWith({});
    for (let i = 0; i < 4; i += 1) {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
    }
  });

  it('never limits the metrics scrape, which has its own token', async () => {
    const token = 'metrics-token-for-the-rate-limit-test';
    const testApp = await appWith({ METRICS_TOKEN: token });
    const scrape = () =>
      testApp.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: '203.0.113.7',
      });
    // The scraper's address is flooded by others first, as a shared address may be.
    await hit(testApp);
    await hit(testApp);
    expect((await hit(testApp)).statusCode).toBe(429);
    for (let i = 0; i < 4; i += 1) expect((await scrape()).statusCode).toBe(200);
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

  it.skipIf(!process.env.REDIS_URL)(
    'admits exactly the limit when the count is kept in Redis',
    async () => {
      const redis = new Redis(process.env.REDIS_URL as string);
      const keys = await redis.keys('frameshop-rate-limit:*');
      if (keys.length) await redis.del(...keys);
      const testApp = await appWith({
        REDIS_URL: process.env.REDIS_URL as string,
        RATE_LIMIT_MAX: '64',
      });
      const statuses: number[] = [];
      for (let i = 0; i < 70; i += 1) statuses.push((await hit(testApp)).statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(64);
      expect(statuses.slice(64).every((status) => status === 429)).toBe(true);
      const key = `frameshop-rate-limit:api:ip:${hashed('203.0.113.7')}`;
      const shared = Number(await redis.get(key));
      expect(shared).toBeGreaterThanOrEqual(64);
      expect(shared).toBeLessThan(70);
      expect(await redis.pttl(key)).toBeGreaterThan(0);
      await redis.quit();
    },
  );

  it.skipIf(!process.env.REDIS_URL)(
    'names every key in Redis by its limiter and what it counts, and holds no address, email or phone',
    async () => {
      const address = '203.0.113.20';
      const email = 'keys@example.com';
      const phoneNumber = '+14155550123';
      const testApp = await appWith({ REDIS_URL: process.env.REDIS_URL as string });
      const post = (url: string, payload: object) =>
        testApp.app.inject({ method: 'POST', url, payload, remoteAddress: address });
      const redis = new Redis(process.env.REDIS_URL as string);
      const ours = [
        `frameshop-rate-limit:api:ip:${hashed(address)}`,
        `frameshop-rate-limit:login:ip:${hashed(address)}`,
        `frameshop-rate-limit:otpSend:email:${hashed(`register:${email}:${address}`)}`,
        // The sends of a sign-up, by email and by text, count together per address.
        `frameshop-rate-limit:otpSend:ip:${hashed(address)}`,
        `frameshop-rate-limit:otpSend:phone:${hashed(phoneNumber)}`,
        // The sign-in failures: by address, account and both.
        `frameshop-failures:address:${hashed(address)}`,
        `frameshop-failures:account:${hashed(email)}`,
        `frameshop-failures:pair:${hashed(`${email}:${address}`)}`,
      ].sort();
      const personal = [address, email, phoneNumber, phoneNumber.slice(1), 'example.com'];
      const keys = async () => [
        ...(await redis.keys('frameshop-rate-limit:*')),
        ...(await redis.keys('frameshop-failures:*')),
      ];
      const holdingPersonalData = (all: string[]) =>
        all.filter((key) => personal.some((value) => key.includes(value)));
      // Left by a store that kept the values themselves.
      const before = [...ours, ...holdingPersonalData(await keys())];
      await redis.del(...before);

      await testApp.app.inject({ method: 'GET', url: '/api/openapi.json', remoteAddress: address });
      await post('/api/login', { email, password: 'not this one' });
      await post('/api/send-email-otp', { email });
      await post('/api/send-phone-otp', { phoneNumber });
      const after = await keys();
      expect(after.filter((key) => ours.includes(key)).sort()).toEqual(ours);
      expect(holdingPersonalData(after)).toEqual([]);
      await redis.quit();
    },
  );

  it('refuses a second limiter under a name the app has taken, so none shares its keys', async () => {
    const testApp = await appWith({});
    expect(() =>
      perAccountLimit(testApp.app, 'otpSend', 'phone', () => 'a second count of the same numbers'),
    ).toThrow('Two rate limiters are named otpSend:phone');
  });

  it('counts a limit once for all the routes it is given to', async () => {
    const testApp = await appWith({});
    const remaining = async (url: string, payload: object) =>
      (await testApp.app.inject({ method: 'POST', url, payload, remoteAddress: '203.0.113.21' }))
        .headers['x-ratelimit-remaining'];
    const email = 'a@example.com';
    expect(await remaining('/api/verify-email-otp', { email, otp: '123456' })).toBe(
      String(limits.otpVerify.perIp - 1),
    );
    expect(
      await remaining('/api/verify-phone-otp', { phoneNumber: '+14155550199', otp: '123456' }),
    ).toBe(String(limits.otpVerify.perIp - 2));
  });
});
