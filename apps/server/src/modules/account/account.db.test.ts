import { AccountControlMessage, AccountMessage } from '@frameshop/contract';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  latestCode,
  poster,
  registerAccount,
  unique,
  uniqueMobile,
} from '../../test-support/accounts-fixture';
import { insertUser, sessionTokenOf } from '../../test-support/admin-fixture';
import { useTestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';

describe(`the signed-in person's control of their account on ${testEngine}`, () => {
  const store = useTestApp();
  const post = (url: string, body: unknown, token: string) =>
    poster(store.app)(url, body, bearer(token));
  const profileStatus = async (token: string) =>
    (await store.app.inject({ url: '/api/profile', headers: bearer(token) })).statusCode;
  const login = (email: string, password: string) =>
    poster(store.app)('/api/login', { email, password });
  /** What the dev mailbox holds for an address, newest first. */
  const mailTo = async (to: string) => {
    const response = await store.app.inject({
      url: '/dev/mailbox',
      headers: { accept: 'application/json' },
    });
    return (response.json().messages as { to: string; subject: string; text: string }[]).filter(
      (message) => message.to === to,
    );
  };

  it('changes the password with the current one, and signs out every other session', async () => {
    const { token, account } = await registerAccount(store.app);
    const other = (await login(account.email, account.password)).json().token as string;

    const wrong = await post(
      '/api/account/password',
      { currentPassword: 'not it at all', newPassword: 'a new secret' },
      token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: AccountControlMessage.currentPasswordWrong,
      field: 'currentPassword',
    });
    const same = await post(
      '/api/account/password',
      { currentPassword: account.password, newPassword: account.password },
      token,
    );
    expect(same.json().error).toBe(AccountControlMessage.samePassword);
    const short = await post(
      '/api/account/password',
      { currentPassword: account.password, newPassword: 'abc' },
      token,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toContain(AccountMessage.passwordTooShort);
    expect(await profileStatus(token)).toBe(200);

    const changed = await post(
      '/api/account/password',
      { currentPassword: account.password, newPassword: 'a new secret' },
      token,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      message: AccountControlMessage.passwordChanged,
      user: { email: account.email },
    });
    expect(await profileStatus(changed.json().token)).toBe(200);
    expect(await profileStatus(token)).toBe(401);
    expect(await profileStatus(other)).toBe(401);
    expect((await login(account.email, account.password)).statusCode).toBe(401);
    expect((await login(account.email, 'a new secret')).statusCode).toBe(200);
  });

  it('tells an account without a password how to get one', async () => {
    const googleOnly = await insertUser(store.database.db, { isGoogleUser: true });
    const response = await post(
      '/api/account/password',
      { currentPassword: 'anything', newPassword: 'a new secret' },
      await sessionTokenOf(googleOnly),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(AccountControlMessage.noPasswordYet);
  });

  it('signs out of every device, this one too', async () => {
    const { token, account } = await registerAccount(store.app);
    const other = (await login(account.email, account.password)).json().token as string;
    const response = await post('/api/account/sign-out-everywhere', {}, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: AccountControlMessage.signedOutEverywhere });
    expect(await profileStatus(token)).toBe(401);
    expect(await profileStatus(other)).toBe(401);
    // Signing in again works as ever.
    const again = await login(account.email, account.password);
    expect(await profileStatus(again.json().token)).toBe(200);
  });

  it('moves the account to a new address once its code comes back, and tells the old one', async () => {
    const { token, account } = await registerAccount(store.app);
    const newEmail = `${unique('moved')}@example.com`;
    const started = await post('/api/account/email', { email: newEmail }, token);
    expect(started.statusCode).toBe(200);
    expect(started.json().message).toBe(`We sent a 6-digit code to ${newEmail}.`);
    // Until the code comes back, nothing moved.
    expect((await login(account.email, account.password)).statusCode).toBe(200);

    const wrong = await post(
      '/api/account/email/verify',
      { email: newEmail, otp: '000000' },
      token,
    );
    expect(wrong.statusCode).toBe(400);
    const code = await latestCode(store.app, newEmail);
    // Another account cannot use this account's code for the same address.
    const stranger = await registerAccount(store.app);
    const stolen = await post(
      '/api/account/email/verify',
      { email: newEmail, otp: code },
      stranger.token,
    );
    expect(stolen.statusCode).toBe(400);

    const confirmed = await post(
      '/api/account/email/verify',
      { email: newEmail, otp: code },
      token,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: AccountControlMessage.emailChanged,
      user: { email: newEmail },
    });
    expect((await login(newEmail, account.password)).statusCode).toBe(200);
    expect((await login(account.email, account.password)).statusCode).toBe(401);
    const [notice] = await mailTo(account.email);
    expect(notice?.subject).toBe('Your Frameshop email address was changed');
    expect(notice?.text).toContain(newEmail);
    // The code is used up.
    const replay = await post('/api/account/email/verify', { email: newEmail, otp: code }, token);
    expect(replay.statusCode).toBe(400);
  });

  it("refuses another account's address, its own, and a change without a session", async () => {
    const { token, account } = await registerAccount(store.app);
    const taken = await registerAccount(store.app);
    const toTaken = await post('/api/account/email', { email: taken.account.email }, token);
    expect(toTaken.statusCode).toBe(409);
    const toOwn = await post('/api/account/email', { email: account.email }, token);
    expect(toOwn.statusCode).toBe(400);
    expect(toOwn.json().error).toBe(AccountControlMessage.sameEmail);
    const bad = await post('/api/account/email', { email: 'not an address' }, token);
    expect(bad.statusCode).toBe(400);
    for (const url of [
      '/api/account/password',
      '/api/account/email',
      '/api/account/email/verify',
      '/api/account/sign-out-everywhere',
    ]) {
      expect((await poster(store.app)(url, {})).statusCode).toBe(401);
    }
  });

  it('refuses an address another account took after the code was sent', async () => {
    const { token } = await registerAccount(store.app);
    const newEmail = `${unique('race')}@example.com`;
    await post('/api/account/email', { email: newEmail }, token);
    const code = await latestCode(store.app, newEmail);
    await registerAccount(store.app, {
      username: unique('user'),
      email: newEmail,
      password: 'correct horse',
      phoneNumber: uniqueMobile(),
    });
    const confirmed = await post(
      '/api/account/email/verify',
      { email: newEmail, otp: code },
      token,
    );
    expect(confirmed.statusCode).toBe(409);
  });
});
