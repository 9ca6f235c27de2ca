import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '../../http/request-limits';
import { poster, unique } from '../../test-support/accounts-fixture';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('limits on guessable calls', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('limits sign-in attempts per IP, answering 429 with Retry-After', async () => {
    const post = poster(testApp.app, '203.0.113.50');
    for (let i = 0; i < limits.login.perIp; i += 1) {
      const response = await post('/api/login', {
        email: `${unique('ip')}@example.com`,
        password: 'wrong one',
      });
      expect(response.statusCode).toBe(401);
    }
    const limited = await post('/api/login', { email: 'x@example.com', password: 'wrong one' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });

  it('limits sign-in attempts per email across many IPs', async () => {
    const email = `${unique('target')}@example.com`;
    const post = poster(testApp.app); // a new address for every call
    for (let i = 0; i < limits.login.perEmail; i += 1) {
      expect((await post('/api/login', { email, password: 'guess guess' })).statusCode).toBe(401);
    }
    const limited = await post('/api/login', { email, password: 'guess guess' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(
      /^Too many attempts for this account\. Please wait \d+ seconds and try again\.$/,
    );
    // Another account is unaffected.
    expect(
      (await post('/api/login', { email: `${unique('other')}@example.com`, password: 'x y z w' }))
        .statusCode,
    ).toBe(401);
  });

  it('limits OTP sends per email', async () => {
    const post = poster(testApp.app);
    const email = `${unique('otp')}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i <= limits.otpSend.perEmail; i += 1) {
      statuses.push((await post('/api/resend-email-otp', { email })).statusCode);
    }
    // The first goes out; the next ones meet the 60 s resend wait (429); past the ceiling, the limiter.
    expect(statuses[0]).toBe(200);
    const last = await post('/api/resend-email-otp', { email });
    expect(last.statusCode).toBe(429);
    expect(last.json().error).toMatch(/^Too many attempts for this account/);
  });
});
