import { WebhookMessage, type WebhookDelivery as LoggedDelivery } from '@frameshop/contract';
import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config/env';
import { users, webhookEndpoints } from '../../db/schema';
import { createMailer, DevMailbox } from '../mail';
import { registerBuyer } from '../../test-support/commerce-fixture';
import { testConfig, testSecrets, useTestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { startWebhookReceiver, type WebhookReceiver } from '../../test-support/webhook-receiver';
import { recurringJobs } from '../../jobs/job-payloads';
import {
  createWebhookDelivery,
  createWebhooksService,
  pruneWebhookLog,
  recordWebhookEvent,
  type Resolver,
  sealClearSecrets,
  webhookSecretBox,
} from '.';

/** Time for the delivery schedule, moved by the tests instead of waited for. */
function movableClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    move(ms: number) {
      offset += ms;
    },
  };
}

const SECOND = 1000;
const DAY = 86_400_000;
const silent = { info() {}, warn() {}, error() {} };

describe(`webhook deliveries on ${testEngine}`, () => {
  const testApp = useTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  let receiver: WebhookReceiver;
  const config = testConfig({ WEBHOOK_ALLOW_PRIVATE: 'true' });

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
  });
  afterEach(async () => {
    // Each test's deliveries are its own: none left due for the next test's pass.
    await testApp.database.db.delete(webhookEndpoints);
    receiver.received.length = 0;
    receiver.answerWith(() => ({ status: 200, body: 'ok' }));
  });

  /** A buyer with one endpoint at the receiver, for `events`. */
  async function endpointFor(path: string, events = ['render.completed', 'batch.finished']) {
    const buyer = await registerBuyer(testApp.app);
    const created = await buyer.call('POST', '/api/webhooks', { url: receiver.url(path), events });
    expect(created.statusCode, created.body).toBe(201);
    const { endpointId, secret } = created.json() as { endpointId: string; secret: string };
    return { ...buyer, endpointId, secret };
  }

  function delivery(
    clock = movableClock(),
    overrides: {
      config?: Config;
      resolve?: Resolver;
      timeoutMs?: number;
      headersTimeoutMs?: number;
      mailbox?: DevMailbox;
    } = {},
  ) {
    const used = overrides.config ?? config;
    return createWebhookDelivery({
      db: testApp.database.db,
      config: used,
      secrets: testSecrets,
      log: silent,
      clock,
      timeoutMs: overrides.timeoutMs ?? 2000,
      ...(overrides.resolve ? { resolve: overrides.resolve } : {}),
      ...(overrides.headersTimeoutMs ? { headersTimeoutMs: overrides.headersTimeoutMs } : {}),
      ...(overrides.mailbox ? { mailer: createMailer(used, overrides.mailbox) } : {}),
    });
  }

  const record = (
    userId: string,
    objectId: string,
    payload: unknown,
    type = 'batch.finished' as const,
  ) => recordWebhookEvent(testApp.database.db, { userId, type, objectId, payload });

  async function log(
    buyer: { call: (m: 'GET', u: string) => Promise<{ json(): unknown }> },
    endpointId: string,
  ) {
    const answer = await buyer.call('GET', `/api/webhooks/${endpointId}/deliveries`);
    return (answer.json() as { deliveries: LoggedDelivery[] }).deliveries;
  }

  it('sends the event signed as Standard Webhooks says, which its library verifies', async () => {
    const buyer = await endpointFor('/signed');
    await record(buyer.userId, 'batch-1', { batchId: 'batch-1', status: 'finished' });
    expect(await delivery().deliverDue()).toBe(1);
    const [arrived] = receiver.received;
    expect(arrived!.path).toBe('/signed');
    expect(arrived!.headers['webhook-id']).toMatch(/^msg_/);
    expect(arrived!.headers['webhook-signature']).toMatch(/^v1,/);
    const verified = new Webhook(buyer.secret).verify(arrived!.body, arrived!.headers);
    expect(verified).toMatchObject({
      type: 'batch.finished',
      data: { batchId: 'batch-1', status: 'finished' },
    });
    expect(Date.parse((verified as { timestamp: string }).timestamp)).not.toBeNaN();
    // A wrong secret does not verify it.
    const other = await endpointFor('/other');
    expect(() => new Webhook(other.secret).verify(arrived!.body, arrived!.headers)).toThrow();
    const [logged] = await log(buyer, buyer.endpointId);
    expect(logged).toMatchObject({
      status: 'delivered',
      attempts: 1,
      responseStatus: 200,
      responseBody: 'ok',
    });
  });

  it('stores signing secrets encrypted (AES-256-GCM), seals ones kept in clear, and signs with both', async () => {
    const db = testApp.database.db;
    const stored = async (endpointId: string) => {
      const [row] = await db
        .select({ secret: webhookEndpoints.secret, previous: webhookEndpoints.previousSecret })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, endpointId));
      return row!;
    };
    const buyer = await endpointFor('/sealed');
    const sealed = await stored(buyer.endpointId);
    expect(sealed.secret).toMatch(/^enc1:/);
    expect(sealed.secret).not.toContain(buyer.secret);
    expect(sealed.secret).not.toContain(buyer.secret.slice('whsec_'.length));
    // Each sealing is its own: the same secret sealed twice differs.
    const box = webhookSecretBox(config, testSecrets);
    expect(box.seal(buyer.secret)).not.toBe(box.seal(buyer.secret));
    expect(box.open(sealed.secret)).toBe(buyer.secret);
    // Another key cannot open it.
    const otherBox = webhookSecretBox(
      testConfig({ WEBHOOK_SECRET_KEY: 'another-key-of-at-least-thirty-two-chars' }),
      testSecrets,
    );
    expect(() => otherBox.open(sealed.secret)).toThrow();
    await record(buyer.userId, 'batch-sealed', {});
    expect(await delivery().deliverDue()).toBe(1);
    expect(() =>
      new Webhook(buyer.secret).verify(receiver.received[0]!.body, receiver.received[0]!.headers),
    ).not.toThrow();

    // A row stored in clear before secrets were encrypted still signs, and is sealed by the
    // hourly job; a rotation keeps the replaced secret sealed too.
    const legacy = await endpointFor('/legacy');
    await db
      .update(webhookEndpoints)
      .set({ secret: legacy.secret })
      .where(eq(webhookEndpoints.id, legacy.endpointId));
    await record(legacy.userId, 'batch-legacy', {});
    expect(await delivery().deliverDue()).toBe(1);
    const fromClear = receiver.received.find((request) => request.path === '/legacy')!;
    expect(() =>
      new Webhook(legacy.secret).verify(fromClear.body, fromClear.headers),
    ).not.toThrow();
    expect(await sealClearSecrets(db, box)).toBe(1);
    expect(await sealClearSecrets(db, box)).toBe(0);
    const resealed = await stored(legacy.endpointId);
    expect(resealed.secret).toMatch(/^enc1:/);
    expect(box.open(resealed.secret)).toBe(legacy.secret);
    const rotated = await legacy.call('POST', `/api/webhooks/${legacy.endpointId}/rotate-secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const afterRotation = await stored(legacy.endpointId);
    expect(afterRotation.previous).toBe(resealed.secret);
    expect(afterRotation.secret).not.toContain(rotated.json().secret.slice('whsec_'.length));
    await record(legacy.userId, 'batch-rotated', {});
    expect(await delivery().deliverDue()).toBe(1);
    const signedTwice = receiver.received.at(-1)!;
    for (const secret of [legacy.secret, rotated.json().secret as string]) {
      expect(() => new Webhook(secret).verify(signedTwice.body, signedTwice.headers)).not.toThrow();
    }
  });

  it('sends nothing and says why when a secret cannot be decrypted (the key was changed)', async () => {
    const buyer = await endpointFor('/rekeyed');
    await record(buyer.userId, 'batch-rekeyed', {});
    const rekeyed = testConfig({
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_SECRET_KEY: 'another-key-of-at-least-thirty-two-chars',
    });
    expect(await delivery(movableClock(), { config: rekeyed }).deliverDue()).toBe(1);
    expect(receiver.received).toHaveLength(0);
    const [logged] = await log(buyer, buyer.endpointId);
    expect(logged).toMatchObject({
      status: 'pending',
      responseStatus: null,
      error: WebhookMessage.secretUnreadable,
    });
  });

  it('retries after a 500 and a timeout with the configured delays, then delivers', async () => {
    const buyer = await endpointFor('/flaky');
    const answers = [{ status: 500, body: 'down' }, { hang: true as const }, { status: 204 }];
    receiver.answerWith(() => answers.shift() ?? { status: 200 });
    await record(buyer.userId, 'batch-2', { n: 1 });
    const clock = movableClock();
    const sender = delivery(clock, { timeoutMs: 300 });
    expect(await sender.deliverDue()).toBe(1);
    expect((await log(buyer, buyer.endpointId))[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: 500,
      responseBody: 'down',
    });
    // The first retry waits 5 s: not at 4 s.
    clock.move(4 * SECOND);
    expect(await sender.deliverDue()).toBe(0);
    clock.move(1 * SECOND);
    expect(await sender.deliverDue()).toBe(1);
    const timedOut = (await log(buyer, buyer.endpointId))[0]!;
    expect(timedOut).toMatchObject({ status: 'pending', attempts: 2, responseStatus: null });
    expect(timedOut.error).toMatch(/no answer/);
    // The second waits 5 minutes.
    clock.move(299 * SECOND);
    expect(await sender.deliverDue()).toBe(0);
    clock.move(1 * SECOND);
    expect(await sender.deliverDue()).toBe(1);
    const [delivered] = await log(buyer, buyer.endpointId);
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 3, responseStatus: 204 });
    // The failures before the success are kept, each as it came out, oldest first.
    expect(delivered!.attemptLog).toMatchObject([
      { attempt: 1, responseStatus: 500, responseBody: 'down', error: null },
      { attempt: 2, responseStatus: null, responseBody: null },
      { attempt: 3, responseStatus: 204, responseBody: '', error: null },
    ]);
    expect(delivered!.attemptLog[1]!.error).toMatch(/no answer/);
    const times = delivered!.attemptLog.map((attempt) => Date.parse(attempt.at));
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(5 * SECOND);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(300 * SECOND);
    const ids = new Set(receiver.received.map((request) => request.headers['webhook-id']));
    expect(receiver.received).toHaveLength(3);
    expect(ids.size).toBe(1);
  });

  it("gives up on an endpoint that takes the request and never answers once the headers' time is over, not the whole attempt's", async () => {
    const buyer = await endpointFor('/silent');
    receiver.answerWith(() => ({ hang: true }));
    await record(buyer.userId, 'batch-silent', {});
    const started = performance.now();
    const sender = delivery(movableClock(), { timeoutMs: 10_000, headersTimeoutMs: 300 });
    expect(await sender.deliverDue()).toBe(1);
    expect(performance.now() - started).toBeLessThan(3000);
    const [logged] = await log(buyer, buyer.endpointId);
    expect(logged).toMatchObject({ status: 'pending', responseStatus: null });
    expect(logged!.error).toBe("no answer's headers within 0.3 s");
  });

  it('gives a delivery up after its last retry', async () => {
    const buyer = await endpointFor('/gone');
    receiver.answerWith(() => ({ status: 503 }));
    await record(buyer.userId, 'batch-3', {});
    const clock = movableClock();
    const sender = delivery(clock, {
      config: { ...config, webhooks: { ...config.webhooks, retryDelaysSeconds: [5, 10] } },
    });
    expect(await sender.deliverDue()).toBe(1);
    clock.move(5 * SECOND);
    expect(await sender.deliverDue()).toBe(1);
    clock.move(10 * SECOND);
    expect(await sender.deliverDue()).toBe(1);
    clock.move(DAY);
    expect(await sender.deliverDue()).toBe(0);
    expect((await log(buyer, buyer.endpointId))[0]).toMatchObject({
      status: 'failed',
      attempts: 3,
      nextAttemptAt: null,
    });
  });

  it('loses nothing when its process stops mid-retry: another instance picks it up', async () => {
    const buyer = await endpointFor('/restart');
    receiver.answerWith(() => ({ status: 500 }));
    await record(buyer.userId, 'batch-4', {});
    const clock = movableClock();
    expect(await delivery(clock).deliverDue()).toBe(1);
    // A process that took the retry and died while sending it (its endpoint hangs; nothing of it
    // is awaited): the delivery is leased to it until its timeout and a margin have passed.
    receiver.answerWith(() => ({ hang: true }));
    clock.move(5 * SECOND);
    const dying = delivery(clock, { timeoutMs: 60_000 }).deliverDue();
    await receiver.next((request) => request.path === '/restart' && receiver.received.length === 2);
    receiver.answerWith(() => ({ status: 200 }));
    const restarted = delivery(clock);
    expect(await restarted.deliverDue()).toBe(0);
    clock.move(91 * SECOND);
    expect(await restarted.deliverDue()).toBe(1);
    expect((await log(buyer, buyer.endpointId))[0]).toMatchObject({
      status: 'delivered',
      attempts: 3,
    });
    // The dead process's late outcome, if it ever records one, changes nothing.
    await receiver.close().then(async () => {
      receiver = await startWebhookReceiver();
    });
    await dying;
    expect((await log(buyer, buyer.endpointId))[0]).toMatchObject({
      status: 'delivered',
      attempts: 3,
    });
  });

  it('delivers the events of one object in order: a later one waits for the earlier', async () => {
    const buyer = await endpointFor('/ordered');
    let failFirst = true;
    receiver.answerWith((request) => {
      const { data } = JSON.parse(request.body) as { data: { step: string } };
      if (data.step === 'a1' && failFirst) {
        failFirst = false;
        return { status: 500 };
      }
      return { status: 200 };
    });
    await record(buyer.userId, 'object-a', { step: 'a1' });
    await record(buyer.userId, 'object-a', { step: 'a2' });
    await record(buyer.userId, 'object-b', { step: 'b1' });
    const clock = movableClock();
    const sender = delivery(clock);
    // One at a time to an endpoint: a1 fails; b1 is another object's and goes while a1 waits for
    // its retry; a2 waits behind a1.
    expect(await sender.deliverDue()).toBe(1);
    expect(await sender.deliverDue()).toBe(1);
    expect(await sender.deliverDue()).toBe(0);
    clock.move(5 * SECOND);
    expect(await sender.deliverDue()).toBe(1);
    expect(await sender.deliverDue()).toBe(1);
    const steps = receiver.received.map(
      (request) => (JSON.parse(request.body) as { data: { step: string } }).data.step,
    );
    expect(steps.filter((step) => step.startsWith('a'))).toEqual(['a1', 'a1', 'a2']);
    expect(steps).toContain('b1');
  });

  it('disables an endpoint failing for 5 days, gives up its waiting events and mails its owner', async () => {
    const buyer = await endpointFor('/broken');
    receiver.answerWith(() => ({ status: 500 }));
    const mailbox = new DevMailbox();
    const clock = movableClock();
    const sender = delivery(clock, { mailbox });
    await record(buyer.userId, 'batch-5', {});
    expect(await sender.deliverDue()).toBe(1);
    clock.move(4 * DAY);
    await record(buyer.userId, 'batch-6', {});
    // One at a time to an endpoint: the retry, then the new event.
    expect(await sender.deliverDue()).toBe(1);
    expect(await sender.deliverDue()).toBe(1);
    expect((await buyer.call('GET', '/api/webhooks')).json().endpoints[0].disabledAt).toBeNull();
    clock.move(DAY);
    await record(buyer.userId, 'batch-7', {});
    expect(await sender.deliverDue()).toBeGreaterThan(0);
    const [listed] = (await buyer.call('GET', '/api/webhooks')).json().endpoints;
    expect(listed.disabledAt).not.toBeNull();
    const logged = await log(buyer, buyer.endpointId);
    expect(logged.every((entry) => entry.status === 'failed')).toBe(true);
    clock.move(DAY);
    expect(await sender.deliverDue()).toBe(0);
    // No new event is recorded for it, and it cannot be sent a test.
    await record(buyer.userId, 'batch-8', {});
    expect(await log(buyer, buyer.endpointId)).toHaveLength(logged.length);
    const test = await buyer.call('POST', `/api/webhooks/${buyer.endpointId}/test`);
    expect(test.statusCode).toBe(409);
    expect(test.json().error).toBe(WebhookMessage.disabled);
    const [owner] = await testApp.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, buyer.userId));
    const mails = mailbox.list().filter((mail) => mail.to === owner!.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your webhook endpoint was disabled');
    expect(mails[0]!.text).toContain(receiver.url('/broken'));
  });

  it('follows no redirect: a 3xx is a failure and its target is never asked', async () => {
    const buyer = await endpointFor('/moved');
    receiver.answerWith((request) =>
      request.path === '/moved'
        ? { status: 302, location: receiver.url('/elsewhere') }
        : { status: 200 },
    );
    await record(buyer.userId, 'batch-9', {});
    expect(await delivery().deliverDue()).toBe(1);
    expect(receiver.received.map((request) => request.path)).toEqual(['/moved']);
    expect((await log(buyer, buyer.endpointId))[0]).toMatchObject({
      status: 'pending',
      responseStatus: 302,
    });
  });

  it('reads no more than the first 1 KB of an answer', async () => {
    const buyer = await endpointFor('/chatty');
    // 64 MB, written as fast as it is read: read whole, it would all go; kept to 1 KB and the
    // connection dropped, no more than the sockets' buffers ever leave the receiver.
    const answer = 64 * 1024 * 1024;
    receiver.answerWith(() => ({ status: 200, streamBytes: answer }));
    const before = receiver.streamed();
    await record(buyer.userId, 'batch-10', {});
    expect(await delivery().deliverDue()).toBe(1);
    const [logged] = await log(buyer, buyer.endpointId);
    expect(logged!.responseBody).toHaveLength(1024);
    expect(logged!.status).toBe('delivered');
    expect(receiver.streamed() - before).toBeLessThan(answer / 8);
  });

  it('keeps the log WEBHOOK_LOG_DAYS (30 by default): an hourly job drops older deliveries, never a pending one', async () => {
    expect(config.webhooks.logDays).toBe(30);
    expect(testConfig({ WEBHOOK_LOG_DAYS: '7' }).webhooks.logDays).toBe(7);
    expect(recurringJobs).toContainEqual({ name: 'prune-webhook-log', everyMs: 60 * 60 * 1000 });
    const buyer = await endpointFor('/kept');
    receiver.answerWith((request) =>
      request.body.includes('"late"') ? { status: 500 } : { status: 200, body: 'ok' },
    );
    await record(buyer.userId, 'batch-old', { kind: 'early' });
    await record(buyer.userId, 'batch-late', { kind: 'late' });
    const clock = movableClock();
    const sender = delivery(clock);
    expect(await sender.deliverDue()).toBe(1);
    expect(await sender.deliverDue()).toBe(1);
    expect(await log(buyer, buyer.endpointId)).toHaveLength(2);
    const db = testApp.database.db;
    // 29 days on, both are kept.
    expect(await pruneWebhookLog(db, 30, new Date(Date.now() + 29 * DAY))).toBe(0);
    // 31 days on, the delivered one goes with its attempts; the one still retrying stays.
    expect(await pruneWebhookLog(db, 30, new Date(Date.now() + 31 * DAY))).toBe(1);
    const kept = await log(buyer, buyer.endpointId);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ status: 'pending', attempts: 1 });
    const { rows } = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from webhook_delivery_attempts a
          join webhook_deliveries d on d.id = a.delivery_id
          where d.endpoint_id = ${buyer.endpointId}`,
    );
    expect(Number(rows[0]!.count)).toBe(1);
  });

  describe('to public addresses only', () => {
    const publicConfig = testConfig();
    const NAME = 'hooks.example.test';
    /** DNS as the test says: the name's answer can change between saving and sending. */
    function switchableResolver(first: string) {
      let answer = first;
      const resolve: Resolver = async (hostname) => {
        if (hostname !== NAME) throw new Error(`${hostname} not found`);
        return [{ address: answer, family: answer.includes(':') ? 6 : 4 }];
      };
      return { resolve, pointAt: (address: string) => (answer = address) };
    }
    let someone: Awaited<ReturnType<typeof registerBuyer>> | undefined;
    const service = (resolve: Resolver, production = false) =>
      createWebhooksService({
        db: testApp.database.db,
        config: { ...publicConfig, isProduction: production },
        secrets: testSecrets,
        resolve,
      });

    it.each([
      'http://127.0.0.1/hook',
      'http://127.1/hook',
      'http://2130706433/hook',
      'http://localhost/hook',
      'http://[::1]/hook',
      'http://[::]/hook',
      'http://0.0.0.0/hook',
      'http://10.0.0.5/hook',
      'http://172.20.1.1/hook',
      'http://192.168.1.1/hook',
      'http://100.64.0.1/hook',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00::1]/hook',
      'http://[fe80::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://[::ffff:0:7f00:1]/hook',
      'http://[::ffff:0:a9fe:a9fe]/hook',
      'http://[::ffff:169.254.169.254]/hook',
      'http://[64:ff9b::a9fe:a9fe]/hook',
      'http://224.0.0.1/hook',
    ])('refuses %s when it is saved', async (url) => {
      const buyer = (someone ??= await registerBuyer(testApp.app));
      const resolve: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
      await expect(
        service(resolve).create(buyer.userId, { url, events: ['render.completed'] }),
      ).rejects.toMatchObject({ statusCode: 400, message: WebhookMessage.notPublic });
    });

    it('refuses a name with any private answer, one that does not resolve, and http:// in production', async () => {
      const buyer = await registerBuyer(testApp.app);
      const mixed: Resolver = async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.1', family: 4 },
      ];
      const create = (resolve: Resolver, url: string, production = false) =>
        service(resolve, production).create(buyer.userId, { url, events: ['render.failed'] });
      await expect(create(mixed, `http://${NAME}/`)).rejects.toMatchObject({
        message: WebhookMessage.notPublic,
      });
      await expect(
        create(switchableResolver('8.8.8.8').resolve, 'http://nowhere.test/'),
      ).rejects.toMatchObject({
        message: WebhookMessage.unresolvable,
      });
      const publicName = switchableResolver('93.184.216.34').resolve;
      await expect(create(publicName, `http://${NAME}/`, true)).rejects.toMatchObject({
        message: WebhookMessage.httpsOnly,
      });
      await expect(create(publicName, `https://user:pw@${NAME}/`, true)).rejects.toMatchObject({
        message: WebhookMessage.credentialsInUrl,
      });
      await expect(create(publicName, `https://${NAME}/`, true)).resolves.toMatchObject({
        url: `https://${NAME}/`,
      });
    });

    it('refuses a port below 1024 other than 80 and 443, when saved and when sent, unless the operator adds it', async () => {
      const buyer = await registerBuyer(testApp.app);
      const publicName = switchableResolver('93.184.216.34').resolve;
      const create = (url: string, extraPorts: number[] = []) =>
        createWebhooksService({
          db: testApp.database.db,
          config: { ...publicConfig, webhooks: { ...publicConfig.webhooks, extraPorts } },
          secrets: testSecrets,
          resolve: publicName,
        }).create(buyer.userId, { url, events: ['batch.finished'] });
      for (const port of [22, 25, 444]) {
        await expect(create(`http://${NAME}:${port}/`), String(port)).rejects.toMatchObject({
          statusCode: 400,
          message: WebhookMessage.portNotAllowed,
        });
      }
      await expect(create(`https://${NAME}:8443/`)).resolves.toMatchObject({});
      // Added by the operator, then taken away: the attempt is refused before any packet leaves.
      const { endpointId } = await create(`http://${NAME}:444/widened`, [444]);
      await testApp.database.db
        .delete(webhookEndpoints)
        .where(
          sql`${webhookEndpoints.userId} = ${buyer.userId} and ${webhookEndpoints.id} <> ${endpointId}`,
        );
      await record(buyer.userId, 'batch-port', {});
      const sender = delivery(movableClock(), { config: publicConfig, resolve: publicName });
      expect(await sender.deliverDue()).toBe(1);
      const [logged] = await log(buyer, endpointId);
      expect(logged).toMatchObject({ status: 'pending', responseStatus: null });
      expect(logged!.error).toMatch(/port 444/);
    });

    it.each([
      '127.0.0.1',
      '::1',
      '::ffff:0:7f00:1',
      '::ffff:127.0.0.1',
      '10.0.0.1',
      '169.254.169.254',
      'fd00::1',
      '100.64.1.1',
    ])(
      'refuses to send when the name has come to point at %s since it was saved',
      async (inside) => {
        const buyer = (someone ??= await registerBuyer(testApp.app));
        const dns = switchableResolver('93.184.216.34');
        const { endpointId } = await service(dns.resolve).create(buyer.userId, {
          url: `http://${NAME}:${receiver.port}/rebound`,
          events: ['batch.finished'],
        });
        dns.pointAt(inside);
        await record(buyer.userId, 'batch-dns', {});
        const sender = delivery(movableClock(), { config: publicConfig, resolve: dns.resolve });
        expect(await sender.deliverDue()).toBe(1);
        expect(receiver.received).toHaveLength(0);
        const [logged] = await log(buyer, endpointId);
        expect(logged).toMatchObject({ status: 'pending', responseStatus: null });
        expect(logged!.error).toMatch(/not public/);
      },
    );

    it('connects to the address it checked: the same name reaches the receiver when private addresses are allowed', async () => {
      const buyer = await registerBuyer(testApp.app);
      const dns = switchableResolver('93.184.216.34');
      const { endpointId } = await service(dns.resolve).create(buyer.userId, {
        url: `http://${NAME}:${receiver.port}/allowed`,
        events: ['batch.finished'],
      });
      dns.pointAt('127.0.0.1');
      await record(buyer.userId, 'batch-allowed', {});
      expect(await delivery(movableClock(), { resolve: dns.resolve }).deliverDue()).toBe(1);
      expect(receiver.received.map((request) => request.path)).toEqual(['/allowed']);
      expect((await log(buyer, endpointId))[0]).toMatchObject({ status: 'delivered' });
    });
  });
});
