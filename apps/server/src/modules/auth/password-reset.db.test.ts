import { AccountMessage } from '@frameshop/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { limits } from '../../http/request-limits';
import {
  bearer,
  type Post,
  poster,
  registerAccount,
  verifyEmail,
} from '../../test-support/accounts-fixture';
import { useTestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';

describe(`password reset on ${testEngine}`, () => {
  const testApp = useTestApp();
  const { post } = testApp;

  it('lets the owner reset after the resend wait, whoever spent the email’s code budget', async () => {
    const { account } = await registerAccount(testApp.app);
    const stranger = poster(testApp.app, '198.51.100.7');
    const owner = poster(testApp.app, '198.51.100.8');
    const send = (from: Post, purpose: 'register' | 'reset') =>
      from('/api/send-email-otp', { email: account.email, purpose });
    // A stranger asks for reset codes for the owner's email until refused...
    for (let i = 0; i <= limits.otpSend.perEmail; i += 1) await send(stranger, 'reset');
    const refused = await send(stranger, 'reset');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Too many attempts for this account/);
    // ...and spends the sign-up budget of the email from the owner's own address.
    for (let i = 0; i <= limits.otpSend.perEmail; i += 1) await send(owner, 'register');
    expect((await send(owner, 'register')).statusCode).toBe(429);
    // Past the one-minute resend wait of the last code, the owner's reset goes through.
    await testApp.database.db.execute(
      sql`update otp_codes set sent_at = sent_at - interval '61 seconds' where target = ${account.email}`,
    );
    const mine = await send(owner, 'reset');
    expect(mine.statusCode, mine.body).toBe(200);
    // The resend wait still holds for everyone, whoever asks.
    expect((await send(poster(testApp.app, '198.51.100.9'), 'reset')).statusCode).toBe(429);
  });

  it('tells whether an account uses an email', async () => {
    const { account } = await registerAccount(testApp.app);
    expect((await post('/api/check-user-exists', { email: account.email })).json()).toEqual({
      exists: true,
    });
    const missing = await post('/api/check-user-exists', { email: 'nobody-here@example.com' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(AccountMessage.noUserWithEmail);
  });

  it('resets after a verified code, signs out old sessions, and swaps the password', async () => {
    const { account, token: oldToken } = await registerAccount(testApp.app);
    await verifyEmail(testApp.app, account.email, 'reset');
    const response = await post('/api/reset-password', {
      email: account.email,
      newPassword: 'new secret',
      verifiedOtp: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: AccountMessage.passwordResetDone });

    const oldSession = await testApp.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(oldToken),
    });
    expect(oldSession.statusCode).toBe(401);
    expect(
      (await post('/api/login', { email: account.email, password: account.password })).statusCode,
    ).toBe(401);
    const fresh = await post('/api/login', { email: account.email, password: 'new secret' });
    expect(fresh.statusCode).toBe(200);
    const profile = await testApp.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: bearer(fresh.json().token),
    });
    expect(profile.statusCode).toBe(200);
  });

  it('refuses a reset whose code the server has not verified, and a second reset on one code', async () => {
    const { account } = await registerAccount(testApp.app);
    const unverified = await post('/api/reset-password', {
      email: account.email,
      newPassword: 'sneaky one',
      verifiedOtp: true,
    });
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().error).toBe(AccountMessage.verifyEmailFirst);

    await verifyEmail(testApp.app, account.email, 'reset');
    expect(
      (await post('/api/reset-password', { email: account.email, newPassword: 'first new' }))
        .statusCode,
    ).toBe(200);
    const replay = await post('/api/reset-password', {
      email: account.email,
      newPassword: 'second new',
    });
    expect(replay.statusCode).toBe(400);
  });

  it('holds the new password to the length rule', async () => {
    const response = await post('/api/reset-password', {
      email: 'a@example.com',
      newPassword: '123',
    });
    expect(response.json().error).toBe(`body.newPassword: ${AccountMessage.passwordTooShort}`);
  });
});
