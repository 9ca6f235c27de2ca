import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from '../../cluster/fault-proxy';
import { loadConfig } from '../../config/env';
import { startLocalSmtp } from '../../test-support/local-smtp';
import { DevMailbox } from './dev-mailbox';
import { createMailer, SMTP_TIMEOUTS } from './mailer';

const silentLog = pino({ level: 'silent' });

describe('the SMTP mailer', () => {
  let smtp: Awaited<ReturnType<typeof startLocalSmtp>>;
  let proxy: FaultProxy;
  beforeAll(async () => {
    smtp = await startLocalSmtp();
    proxy = await startFaultProxy({ host: '127.0.0.1', port: smtp.port });
  });
  afterAll(async () => {
    await proxy.close();
    await smtp.close();
  });

  it("sends nothing to an address no mail can reach: none, or a closed account's placeholder", async () => {
    const config = loadConfig({ NODE_ENV: 'test', SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    const mailer = createMailer(config, new DevMailbox());
    for (const to of ['', '  ', 'closed-3f2a@closed.invalid', 'someone@example.invalid']) {
      await mailer.send({ to, subject: 'Your receipt', text: 'Thank you' }, silentLog);
    }
    const mailbox = new DevMailbox();
    const devMailer = createMailer(loadConfig({ NODE_ENV: 'test' }), mailbox);
    await devMailer.send(
      { to: 'closed-3f2a@closed.invalid', subject: 'Code', text: '123456' },
      silentLog,
    );
    expect(smtp.received).toEqual([]);
    expect(mailbox.list()).toEqual([]);
  });

  it('gives up on a mail server that takes the connection and never greets within seconds', async () => {
    const config = loadConfig({ NODE_ENV: 'test', SMTP_URL: `smtp://127.0.0.1:${proxy.port}` });
    const mailer = createMailer(config, new DevMailbox());
    const message = { to: 'someone@example.com', subject: 'Hello', text: 'Hello' };
    await proxy.stall();
    const startedAt = Date.now();
    await expect(mailer.send(message, silentLog)).rejects.toThrow(/greeting/i);
    expect(Date.now() - startedAt).toBeLessThan(SMTP_TIMEOUTS.greetingTimeout + 2000);

    // Back: the next message goes through on a new connection.
    await proxy.restore();
    await mailer.send(message, silentLog);
    expect(smtp.received.map((mail) => mail.to)).toEqual([['someone@example.com']]);
  });
});
