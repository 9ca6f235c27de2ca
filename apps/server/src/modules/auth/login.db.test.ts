import { AccountMessage, REMEMBER_ME_MS, SESSION_TOKEN_MS } from '@frameshop/contract';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, poster, registerAccount, type Post } from '../../test-support/accounts-fixture';
import { createTestApp, testSecrets, type TestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';

describe(`sign-in and tokens on ${testEngine}`, () => {
  let testApp: TestApp;
  let post: Post;
  let account: Awaited<ReturnType<typeof registerAccount>>;
  beforeAll(async () => {
    testApp = await createTestApp();
    post = poster(testApp.app);
    account = await registerAccount(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const profileWith = (headers: Record<string, string>) =>
    testApp.app.inject({ method: 'GET', url: '/api/profile', headers });
  const lifetimeMs = (token: string) => {
    const { exp, iat } = decodeJwt(token);
    return (exp! - iat!) * 1000;
  };

  it('signs in with email (any case) and password', async () => {
    const response = await post('/api/login', {
      email: account.account.email.toUpperCase(),
      password: account.account.password,
    });
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json();
    expect(user.id).toBe(account.user.id);
    expect((await profileWith(bearer(token))).statusCode).toBe(200);
  });

  it('issues 7-day tokens with remember-me and 24-hour tokens without', async () => {
    const remembered = await post('/api/login', { ...account.account, rememberMe: true });
    const session = await post('/api/login', { ...account.account, rememberMe: false });
    expect(lifetimeMs(remembered.json().token)).toBe(REMEMBER_ME_MS);
    expect(lifetimeMs(session.json().token)).toBe(SESSION_TOKEN_MS);
  });

  it('gives one message for a wrong password and an unknown email', async () => {
    const wrongPassword = await post('/api/login', {
      email: account.account.email,
      password: 'nope nope',
    });
    const unknown = await post('/api/login', { email: 'nobody@example.com', password: 'whatever' });
    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: AccountMessage.invalidCredentials,
        code: 'UNAUTHORIZED',
      });
    }
  });

  it('refuses a call without a token, and an expired, forged or garbled one', async () => {
    expect((await profileWith({})).json().error).toBe(AccountMessage.noAuthToken);
    const key = new TextEncoder().encode(testSecrets.jwtSecret);
    const claims = { username: account.user.username, tv: 0 };
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account.user.id)
      .setIssuer('frameshop')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account.user.id)
      .setIssuer('frameshop')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    for (const token of [expired, forged, 'garbage']) {
      const response = await profileWith(bearer(token));
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe(AccountMessage.sessionExpired);
    }
  });

  it('refuses a correctly signed token without an expiry, a user-id subject or a token version', async () => {
    const key = new TextEncoder().encode(testSecrets.jwtSecret);
    const sign = (claims: Record<string, unknown>, subject: string | null, expires: boolean) => {
      let jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuer('frameshop');
      if (subject !== null) jwt = jwt.setSubject(subject);
      if (expires) jwt = jwt.setExpirationTime('1h');
      return jwt.sign(key);
    };
    const claims = { username: account.user.username, tv: 0 };
    const tokens = {
      'no exp': await sign(claims, account.user.id, false),
      'no sub': await sign(claims, null, true),
      'a sub that is not a UUID': await sign(claims, 'not-a-uuid', true),
      'a sub with a NUL': await sign(claims, `${account.user.id}\u0000`, true),
      'no token version': await sign({ username: account.user.username }, account.user.id, true),
      'a fractional token version': await sign({ ...claims, tv: 0.5 }, account.user.id, true),
    };
    // The same claims with an expiry and a proper subject are accepted: only the gap is refused.
    expect((await profileWith(bearer(await sign(claims, account.user.id, true)))).statusCode).toBe(
      200,
    );
    for (const [label, token] of Object.entries(tokens)) {
      const response = await profileWith(bearer(token));
      expect(response.statusCode, label).toBe(401);
      expect(response.json(), label).toEqual({
        error: AccountMessage.sessionExpired,
        code: 'UNAUTHORIZED',
      });
    }
  });

  it('answers bad sign-in input with 400', async () => {
    const response = await post('/api/login', { email: account.account.email });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('body.password');
  });
});
