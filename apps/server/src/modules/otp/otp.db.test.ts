import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { latestCode, unique } from '../../test-support/accounts-fixture';
import { useTestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';

describe(`email and phone codes on ${testEngine}`, () => {
  const testApp = useTestApp();
  const { post } = testApp;

  const freshEmail = () => `${unique('otp')}@example.com`;
  const backdate = (email: string, column: 'sent_at' | 'expires_at', minutes: number) =>
    testApp.database.db.execute(
      sql.raw(
        `update otp_codes set ${column} = now() - interval '${minutes} minutes' where target = '${email}'`,
      ),
    );

  it('sends a 6-digit code and says when it may be re-sent', async () => {
    const email = freshEmail();
    const response = await post('/api/send-email-otp', { email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: `We sent a 6-digit code to ${email}.`,
      resendAfterSeconds: 60,
      expiresInSeconds: 600,
    });
    expect(await latestCode(testApp.app, email)).toMatch(/^\d{6}$/);
  });

  it('keeps only a keyed hash of the code', async () => {
    const email = freshEmail();
    await post('/api/send-email-otp', { email });
    const code = await latestCode(testApp.app, email);
    const rows = await testApp.database.db.execute<{ code_hash: string }>(
      sql`select code_hash from otp_codes where target = ${email}`,
    );
    expect(rows.rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows.rows[0]?.code_hash).not.toContain(code);
  });

  it('accepts the right code', async () => {
    const email = freshEmail();
    await post('/api/send-email-otp', { email });
    const response = await post('/api/verify-email-otp', {
      email,
      otp: await latestCode(testApp.app, email),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ verified: true, message: 'Email verified.' });
  });

  it('counts down wrong tries, then locks the code even for the right one', async () => {
    const email = freshEmail();
    await post('/api/send-email-otp', { email });
    const code = await latestCode(testApp.app, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      messages.push((await post('/api/verify-email-otp', { email, otp: wrong })).json().error);
    }
    expect(messages).toEqual([
      'That code is not right. 4 tries left.',
      'That code is not right. 3 tries left.',
      'That code is not right. 2 tries left.',
      'That code is not right. 1 try left.',
      'Too many wrong codes. Please request a new one.',
    ]);
    const right = await post('/api/verify-email-otp', { email, otp: code });
    expect(right.statusCode).toBe(429);
  });

  it('refuses an expired code', async () => {
    const email = freshEmail();
    await post('/api/send-email-otp', { email });
    await backdate(email, 'expires_at', 1);
    const response = await post('/api/verify-email-otp', {
      email,
      otp: await latestCode(testApp.app, email),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('This code has expired. Please request a new one.');
  });

  it('makes a resend wait 60 seconds, then replaces the old code', async () => {
    const email = freshEmail();
    await post('/api/send-email-otp', { email });
    const first = await latestCode(testApp.app, email);
    const early = await post('/api/resend-email-otp', { email });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({
      error: expect.stringMatching(
        /^Please wait about (1 minute|59 seconds) before requesting another code\.$/,
      ),
      retryAfterSeconds: expect.any(Number),
    });
    await backdate(email, 'sent_at', 2);
    expect((await post('/api/resend-email-otp', { email })).statusCode).toBe(200);
    const second = await latestCode(testApp.app, email);
    if (second !== first) {
      const stale = await post('/api/verify-email-otp', { email, otp: first });
      expect(stale.statusCode).toBe(400);
    }
    expect((await post('/api/verify-email-otp', { email, otp: second })).statusCode).toBe(200);
  });

  it('keeps codes for registration and for a reset apart', async () => {
    const email = freshEmail();
    await post('/api/send-email-otp', { email, purpose: 'register' });
    const code = await latestCode(testApp.app, email);
    const response = await post('/api/verify-email-otp', { email, otp: code, purpose: 'reset' });
    expect(response.json().error).toBe('No code was sent to this address yet. Please request one.');
  });

  it('refuses a reset code for an address with no account', async () => {
    const response = await post('/api/send-email-otp', { email: freshEmail(), purpose: 'reset' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(
      'No user found with this email address. Please create a new account.',
    );
  });

  it.each([
    [{ email: '' }, 'body.email: Please enter your email address'],
    [{ email: 'x@example.com', otp: '' }, 'body.otp: Please enter the OTP'],
    [{ email: 'x@example.com', otp: '12ab56' }, 'body.otp: The OTP is 6 digits'],
  ])('answers %j with the spec message', async (payload, message) => {
    const url = 'otp' in payload ? '/api/verify-email-otp' : '/api/send-email-otp';
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('texts a phone code that verifies the normalised number', async () => {
    const phoneNumber = '+44 7911 123456';
    expect((await post('/api/send-phone-otp', { phoneNumber })).statusCode).toBe(200);
    const code = await latestCode(testApp.app, '+447911123456');
    const response = await post('/api/verify-phone-otp', {
      phoneNumber: '+447911123456',
      otp: code,
    });
    expect(response.json()).toEqual({ verified: true, message: 'Phone number verified.' });
  });
});
