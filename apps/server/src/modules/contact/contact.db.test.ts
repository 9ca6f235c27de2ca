import { ContactMessage } from '@frameshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSmtp, subjectOf } from '../../test-support/local-smtp';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { expectServerError } from '../../test-support/answered-routes';

const valid = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  topic: 'payment',
  message: 'My credits did not arrive after paying for the Starter pack.',
};

describe('the contact form over SMTP', () => {
  const refused = new Set<string>();
  let smtp: Awaited<ReturnType<typeof startLocalSmtp>>;
  let testApp: TestApp;
  beforeAll(async () => {
    smtp = await startLocalSmtp(refused);
    testApp = await createTestApp({
      env: { SMTP_URL: smtp.url, SUPPORT_EMAIL: 'help@frameshop.test' },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  const send = (body: unknown, ip = '203.0.113.7') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: body as object,
      remoteAddress: ip,
    });

  it('mails the message to the support address, to be answered to the visitor', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: ContactMessage.sent });
    const mail = smtp.received.find((entry) => entry.to.includes('help@frameshop.test'));
    expect(mail?.raw).toMatch(/^Reply-To: asha@example\.com/m);
    expect(subjectOf(mail?.raw ?? '')).toBe('Contact form: A payment or credits — Asha Rao');
    expect(mail?.raw).toContain('My credits did not arrive after paying for the Starter pack.');
    expect(mail?.raw).toContain('from 203.0.113.7');
  });

  it('refuses a line break in the name, so it never reaches the headers', async () => {
    const response = await send(
      { ...valid, email: 'sneaky@example.com', name: 'Eve\r\nBcc: everyone@example.com' },
      '203.0.113.8',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      'body.name: name must not contain control characters such as line breaks or NUL',
    );
    expect(smtp.received.some((entry) => entry.raw.includes('sneaky@example.com'))).toBe(false);
  });

  it('names each field that is wrong, and sends nothing', async () => {
    const before = smtp.received.length;
    const response = await send(
      { name: ' ', email: 'not-an-email', topic: 'gossip', message: 'short' },
      '203.0.113.9',
    );
    expect(response.statusCode).toBe(400);
    const body = response.json() as { issues: { path: string }[] };
    expect(body.issues.map((issue) => issue.path).sort()).toEqual([
      'body.email',
      'body.message',
      'body.name',
      'body.topic',
    ]);
    expect(smtp.received.length).toBe(before);
  });

  it('says so when the mail server refuses the message', async () => {
    const failing = await createTestApp({
      env: { SMTP_URL: smtp.url, SUPPORT_EMAIL: 'closed@frameshop.test' },
    });
    refused.add('closed@frameshop.test');
    try {
      const response = await expectServerError(() =>
        failing.app.inject({ method: 'POST', url: '/api/contact', payload: valid }),
      );
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toBe(ContactMessage.notSent);
    } finally {
      await failing.close();
    }
  });

  it('takes a few messages an hour from one address, then asks to wait', async () => {
    const ip = '203.0.113.10';
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push((await send({ ...valid, email: `writer${index}@example.com` }, ip)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('the contact form without a support address', () => {
  it('is off when mail goes out for real but nobody receives it, and says so', async () => {
    const testApp = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const config = await testApp.app.inject({ method: 'GET', url: '/api/public-config' });
      expect(config.json()).toMatchObject({ supportEmail: null, contactForm: false });
      const response = await expectServerError(() =>
        testApp.app.inject({ method: 'POST', url: '/api/contact', payload: valid }),
      );
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toBe(ContactMessage.unavailable);
    } finally {
      await testApp.close();
    }
  });

  it('delivers to the dev mailbox in the embedded default', async () => {
    const testApp = await createTestApp();
    try {
      const config = await testApp.app.inject({ method: 'GET', url: '/api/public-config' });
      expect(config.json()).toMatchObject({ supportEmail: null, contactForm: true });
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: valid,
      });
      expect(response.statusCode).toBe(200);
      const mailbox = await testApp.app.inject({
        method: 'GET',
        url: '/dev/mailbox',
        headers: { accept: 'application/json' },
      });
      expect(mailbox.json().messages[0]).toMatchObject({
        to: 'support@frameshop.local',
        replyTo: 'asha@example.com',
      });
    } finally {
      await testApp.close();
    }
  });
});
