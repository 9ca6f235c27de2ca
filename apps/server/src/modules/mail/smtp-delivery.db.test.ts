import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poster, unique } from '../../test-support/accounts-fixture';
import { startLocalSmtp } from '../../test-support/local-smtp';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { expectServerError } from '../../test-support/answered-routes';

describe('OTP email over SMTP', () => {
  const rejected = new Set<string>();
  let smtp: Awaited<ReturnType<typeof startLocalSmtp>>;
  let testApp: TestApp;
  beforeAll(async () => {
    smtp = await startLocalSmtp(rejected);
    testApp = await createTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Frameshop <codes@frameshop.test>' },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('delivers the code by SMTP, and that code verifies', async () => {
    const email = `${unique('smtp')}@example.com`;
    const post = poster(testApp.app);
    expect((await post('/api/send-email-otp', { email })).statusCode).toBe(200);
    const message = smtp.received.find((entry) => entry.to.includes(email));
    expect(message?.raw).toMatch(/^From: Frameshop <codes@frameshop\.test>/m);
    expect(message?.raw).toMatch(/^Subject: Your Frameshop verification code/m);
    const code = /Your Frameshop code is (\d{6})\./.exec(message?.raw ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const verified = await post('/api/verify-email-otp', { email, otp: code });
    expect(verified.statusCode).toBe(200);
  });

  it('says so when the mail server refuses, and lets the user try again at once', async () => {
    const email = `${unique('bounce')}@example.com`;
    rejected.add(email);
    const post = poster(testApp.app);
    const failed = await expectServerError(() => post('/api/send-email-otp', { email }));
    expect(failed.statusCode).toBe(503);
    expect(failed.json().error).toBe('We could not send the email. Please try again in a moment.');
    rejected.delete(email);
    expect((await post('/api/send-email-otp', { email })).statusCode).toBe(200);
  });

  it('sends nothing to the dev mailbox when real mail is configured', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      headers: { accept: 'application/json' },
    });
    expect(
      response.json().messages.filter((entry: { channel: string }) => entry.channel === 'email'),
    ).toEqual([]);
  });
});
