import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique, uniqueMobile } from '../test-support/accounts-fixture';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngine } from '../test-support/test-database';
import { expectServerError } from '../test-support/answered-routes';

/** A port nothing listens on: the mail server there refuses every connection at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface LogLine {
  raw: string;
  msg?: string;
  reqId?: string;
}

/**
 * Lines services write while serving a request (mail that failed, a code put in the dev
 * mailbox) carry that request's id: each service is handed the request's own logger (ADR 41).
 */
describe(`the request's id on the lines its services write, on ${testEngine}`, () => {
  const lines: LogLine[] = [];
  let testApp: TestApp;
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const raw of chunk.toString().split('\n').filter(Boolean)) {
          lines.push({ raw, ...(JSON.parse(raw) as object) });
        }
        done();
      },
    });
    testApp = await createTestApp({
      env: {
        LOG_LEVEL: 'info',
        SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
        SUPPORT_EMAIL: 'help@frameshop.test',
      },
      logStream,
    });
  });
  afterAll(() => testApp.close());

  const post = (url: string, payload: object) =>
    testApp.app.inject({ method: 'POST', url, payload });

  it('names the request on each line, when requests interleave', async () => {
    const asked = [
      { url: '/api/send-email-otp', payload: { email: `${unique('log')}@example.com` } },
      { url: '/api/send-email-otp', payload: { email: `${unique('log')}@example.com` } },
      {
        url: '/api/contact',
        payload: {
          name: 'Asha',
          email: 'asha@example.com',
          topic: 'payment',
          message: 'Where is my receipt for the pack I bought?',
        },
      },
      { url: '/api/send-phone-otp', payload: { phoneNumber: uniqueMobile() } },
    ];
    // The mail server is away: the mail's sends answer 503.
    const answers = await expectServerError(() =>
      Promise.all(asked.map(({ url, payload }) => post(url, payload))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([503, 503, 503, 200]);

    const expected = [
      'sending an OTP email failed',
      'sending an OTP email failed',
      'delivering a contact message failed',
      'dev mailbox: sms queued, read it at /dev/mailbox',
    ];
    const ids = answers.map((answer) => answer.headers['x-request-id']);
    for (const [index, message] of expected.entries()) {
      const written = lines.filter((line) => line.msg === message && line.reqId === ids[index]);
      expect(written, `${message} for request ${index}`).toHaveLength(1);
    }
    // Once per line: a child of the request's logger binds it once.
    for (const line of lines) {
      expect(line.raw.match(/"reqId"/g)?.length ?? 0, line.raw).toBeLessThanOrEqual(1);
    }
  });
});
