import { AccountMessage } from '@frameshop/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  poster,
  registerAccount,
  unique,
  type Post,
} from '../../test-support/accounts-fixture';
import { startLocalGoogle, type LocalGoogle } from '../../test-support/local-google';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { users } from '../../db/schema';
import { ledgerBalance } from '../credits';
import { GoogleMessage } from './auth.service';

describe(`Google sign-in on ${testEngine}`, () => {
  let google: LocalGoogle;
  let testApp: TestApp;
  let post: Post;
  beforeAll(async () => {
    google = await startLocalGoogle();
    testApp = await createTestApp({
      env: { GOOGLE_CLIENT_ID: google.clientId, GOOGLE_JWKS_URL: google.jwksUrl },
    });
    post = poster(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
    await google.close();
  });

  const signIn = async (claims: Record<string, unknown>, options?: { expiresIn?: string }) =>
    post('/api/google-auth', { token: await google.signIdToken(claims, options) });
  const newIdentity = () => {
    const name = unique('g');
    return { sub: `sub-${name}`, email: `${name}@gmail.com` };
  };

  it('creates a Google user with 500 credits whose profile is incomplete', async () => {
    const response = await signIn(newIdentity());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      isNewUser: true,
      user: {
        isGoogleUser: true,
        credits: 500,
        profileIncomplete: true,
        actualName: 'Google Person',
      },
    });
  });

  it('signs the same Google account in again without a second bonus', async () => {
    const identity = newIdentity();
    const first = (await signIn(identity)).json();
    const again = (await signIn(identity)).json();
    expect(again).toMatchObject({ isNewUser: false, user: { id: first.user.id, credits: 500 } });
  });

  it('awards 500 credits once when the profile is completed, and never again', async () => {
    const { token, user } = (await signIn(newIdentity())).json();
    const put = (payload: object) =>
      testApp.app.inject({ method: 'PUT', url: '/api/profile', headers: bearer(token), payload });

    const halfway = await put({ phoneNumber: '+1 555 010 9999' });
    expect(halfway.json()).toMatchObject({
      creditsAwarded: false,
      user: { profileIncomplete: true },
    });

    const completed = await put({ EmpFeild: 'Design' });
    expect(completed.json()).toMatchObject({
      creditsAwarded: true,
      creditsAwardedAmount: 500,
      user: { credits: 1000, profileIncomplete: false },
    });

    // Blanking and completing again pays nothing more.
    await put({ EmpFeild: 'Other' });
    await testApp.database.db.execute(sql`update users set emp_field = '' where id = ${user.id}`);
    const again = await put({ EmpFeild: 'Design' });
    expect(again.json()).toMatchObject({ creditsAwarded: false, user: { credits: 1000 } });
    expect(await ledgerBalance(testApp.database.db, user.id)).toBe(1000);
  });

  it('links to an existing account with the same verified email', async () => {
    const { user, account } = await registerAccount(testApp.app);
    const response = await signIn({ sub: `sub-${account.username}`, email: account.email });
    expect(response.json()).toMatchObject({
      isNewUser: false,
      user: { id: user.id, isGoogleUser: false, credits: 500 },
    });
  });

  it('never lets a different Google account with the same email into a linked account', async () => {
    const owner = newIdentity();
    const first = (await signIn(owner)).json();
    const intruder = await signIn({ sub: `other-${owner.sub}`, email: owner.email });
    expect(intruder.statusCode).toBe(409);
    expect(intruder.json()).toEqual({
      error: GoogleMessage.otherGoogleAccount,
      code: 'CONFLICT',
      field: 'email',
    });
    expect(intruder.json()).not.toHaveProperty('token');
    const [row] = await testApp.database.db
      .select({ googleSubject: users.googleSubject })
      .from(users)
      .where(eq(users.id, first.user.id));
    expect(row?.googleSubject).toBe(owner.sub);
    // The owner still signs in, to the same account.
    expect((await signIn(owner)).json()).toMatchObject({ user: { id: first.user.id } });
  });

  it('links a password account once: a second Google account with its email is refused', async () => {
    const { user, account } = await registerAccount(testApp.app);
    const linked = await signIn({ sub: `first-${account.username}`, email: account.email });
    expect(linked.json()).toMatchObject({ user: { id: user.id } });
    const second = await signIn({ sub: `second-${account.username}`, email: account.email });
    expect(second.statusCode).toBe(409);
  });

  it('cleans the name of control characters and drops a picture that is not an https link', async () => {
    for (const picture of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://x.test/p',
    ]) {
      const response = await signIn({
        ...newIdentity(),
        name: 'Ada\u0000 Love\u0007lace\u009b',
        picture,
      });
      expect(response.statusCode, picture).toBe(200);
      expect(response.json().user, picture).toMatchObject({
        actualName: 'Ada Lovelace',
        profilePicture: '',
      });
    }
    const kept = await signIn({ ...newIdentity(), picture: 'https://lh3.example.com/p.png' });
    expect(kept.json().user.profilePicture).toBe('https://lh3.example.com/p.png');
  });

  it.each([
    ['a NUL in the subject', { sub: 'sub\u0000x' }],
    ['a line break in the subject', { sub: 'sub\nx' }],
    ['an empty subject', { sub: '' }],
    ['a NUL in the email', { email: 'a\u0000b@gmail.com' }],
  ])('refuses a token with %s with 401, never 500', async (_label, claims) => {
    const response = await signIn({ ...newIdentity(), ...claims });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: GoogleMessage.failed, code: 'UNAUTHORIZED' });
  });

  const otherAudience = async (claims: Record<string, unknown>) => {
    const other = await startLocalGoogle('someone-else.apps.googleusercontent.com');
    try {
      // Signed by a key our JWKS does not publish, for a client that is not ours.
      return await other.signIdToken(claims);
    } finally {
      await other.close();
    }
  };

  it.each([
    [
      'an unverified email',
      (claims: Record<string, unknown>) => google.signIdToken({ ...claims, email_verified: false }),
    ],
    [
      'another audience',
      (claims: Record<string, unknown>) => google.signIdToken({ ...claims, aud: 'someone-else' }),
    ],
    ['another issuer key', otherAudience],
    [
      'an expired token',
      (claims: Record<string, unknown>) => google.signIdToken(claims, { expiresIn: '-1m' }),
    ],
  ])('refuses %s', async (_label, makeToken) => {
    const response = await post('/api/google-auth', { token: await makeToken(newIdentity()) });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('Google login failed. Please try again.');
  });

  it('asks for the credential when none is sent', async () => {
    const response = await post('/api/google-auth', { token: '' });
    expect(response.json().error).toBe('body.token: Invalid Google credential response');
  });

  it('is switched off, with the button hidden, without a client id', async () => {
    const failures: unknown[] = [];
    const plain = await createTestApp({
      // What reaches the error handler is logged as a failure with its stack.
      extend: (app) =>
        app.addHook('onError', async (_request, _reply, error) => {
          failures.push(error);
        }),
    });
    try {
      // A feature switched off, not a part away: 404, never 503 (which pages an operator).
      const response = await poster(plain.app)('/api/google-auth', { token: 'x' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: GoogleMessage.unavailable,
        code: 'NOT_FOUND',
      });
      expect(failures).toEqual([]);
      const config = await plain.app.inject({ method: 'GET', url: '/api/public-config' });
      expect(config.json().googleClientId).toBeNull();
    } finally {
      await plain.close();
    }
    const config = await testApp.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(config.json().googleClientId).toBe(google.clientId);
  });

  it('keeps the profile-completion message on the award', () => {
    expect(AccountMessage.creditsCelebration).toBe('You have received 500 free credits!');
  });
});
