import {
  ErrorCode,
  WEBHOOK_MAX_ENDPOINTS,
  WEBHOOK_SENDS_PER_HOUR,
  WebhookMessage,
  type WebhookDelivery,
} from '@frameshop/contract';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBuyer } from '../../test-support/commerce-fixture';
import { eventuallyFound } from '../../test-support/eventually';
import { useTestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { startWebhookReceiver, type WebhookReceiver } from '../../test-support/webhook-receiver';

/** The endpoints' calls, with deliveries sent by the real job queue after each commit. */
describe(`webhook endpoints on ${testEngine}`, () => {
  const testApp = useTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' }, runJobs: true });
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
  });

  type Buyer = Awaited<ReturnType<typeof registerBuyer>>;
  const deliveriesOf = async (buyer: Buyer, endpointId: string) =>
    (await buyer.call('GET', `/api/webhooks/${endpointId}/deliveries`)).json()
      .deliveries as WebhookDelivery[];

  it('adds an endpoint, answers its secret once, and lists it without it', async () => {
    const buyer = await registerBuyer(testApp.app);
    const created = await buyer.call('POST', '/api/webhooks', {
      url: receiver.url('/first'),
      events: ['render.completed', 'credits.low', 'render.completed'],
      creditsLowThreshold: 100,
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      url: receiver.url('/first'),
      events: ['render.completed', 'credits.low'],
      creditsLowThreshold: 100,
      disabledAt: null,
      previousSecretValidUntil: null,
    });
    // `whsec_` and 24 random bytes in base64.
    expect(body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const listed = await buyer.call('GET', '/api/webhooks');
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(body.secret.slice(6));
    expect(listed.json().endpoints).toEqual([
      {
        endpointId: body.endpointId,
        url: body.url,
        events: body.events,
        creditsLowThreshold: 100,
        createdAt: body.createdAt,
        disabledAt: null,
        previousSecretValidUntil: null,
      },
    ]);
  });

  it('refuses a threshold without credits.low, no events, and a URL that is not http(s)', async () => {
    const buyer = await registerBuyer(testApp.app);
    const refused = [
      { url: receiver.url(), events: ['render.failed'], creditsLowThreshold: 10 },
      { url: receiver.url(), events: [] },
      { url: 'ftp://example.com/hook', events: ['render.failed'] },
      { url: 'not a url', events: ['render.failed'] },
      { url: receiver.url(), events: ['render.started'] },
    ];
    for (const payload of refused) {
      const answer = await buyer.call('POST', '/api/webhooks', payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const threshold = await buyer.call('POST', '/api/webhooks', refused[0]);
    expect(threshold.json().error).toBe(WebhookMessage.thresholdWithoutEvent);
    expect((await buyer.call('GET', '/api/webhooks')).json().endpoints).toEqual([]);
  });

  it(`keeps an account to ${WEBHOOK_MAX_ENDPOINTS} endpoints, even asked at once`, async () => {
    const buyer = await registerBuyer(testApp.app);
    const answers = await Promise.all(
      Array.from({ length: WEBHOOK_MAX_ENDPOINTS + 2 }, (_, i) =>
        buyer.call('POST', '/api/webhooks', {
          url: receiver.url(`/n${i}`),
          events: ['render.failed'],
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 409, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json()).toEqual({
      error: WebhookMessage.tooMany(WEBHOOK_MAX_ENDPOINTS),
      code: ErrorCode.Conflict,
    });
    // Deleting one makes room for another.
    const [first] = (await buyer.call('GET', '/api/webhooks')).json().endpoints;
    expect((await buyer.call('DELETE', `/api/webhooks/${first.endpointId}`)).json()).toEqual({
      deleted: true,
    });
    const again = await buyer.call('POST', '/api/webhooks', {
      url: receiver.url('/again'),
      events: ['render.failed'],
    });
    expect(again.statusCode).toBe(201);
  });

  it(`limits test events and resends to ${WEBHOOK_SENDS_PER_HOUR} an hour per account, together, with Retry-After`, async () => {
    const buyer = await registerBuyer(testApp.app);
    const { endpointId } = (
      await buyer.call('POST', '/api/webhooks', {
        url: receiver.url('/limited'),
        events: ['render.failed'],
      })
    ).json();
    const first = await buyer.call('POST', `/api/webhooks/${endpointId}/test`);
    expect(first.statusCode, first.body).toBe(202);
    const { deliveryId } = first.json().delivery;
    for (let n = 1; n < WEBHOOK_SENDS_PER_HOUR; n++) {
      const path = n % 2 ? `/deliveries/${deliveryId}/resend` : '/test';
      const answer = await buyer.call('POST', `/api/webhooks/${endpointId}${path}`);
      expect(answer.statusCode, `${n}: ${answer.body}`).toBe(202);
    }
    for (const path of ['/test', `/deliveries/${deliveryId}/resend`]) {
      const refused = await buyer.call('POST', `/api/webhooks/${endpointId}${path}`);
      expect(refused.statusCode, path).toBe(429);
      expect(refused.json().code).toBe(ErrorCode.RateLimited);
      expect(refused.json().error).toMatch(/^You have sent 60 test events and resends this hour/);
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(3600);
    }
    // Another account's count is its own.
    const other = await registerBuyer(testApp.app);
    const mine = (
      await other.call('POST', '/api/webhooks', {
        url: receiver.url('/limited-other'),
        events: ['render.failed'],
      })
    ).json();
    expect((await other.call('POST', `/api/webhooks/${mine.endpointId}/test`)).statusCode).toBe(
      202,
    );
  });

  it('sends a test event through the job queue, logs it, and resends it with the same id', async () => {
    const buyer = await registerBuyer(testApp.app);
    const { endpointId, secret } = (
      await buyer.call('POST', '/api/webhooks', {
        url: receiver.url('/test'),
        events: ['render.failed'],
      })
    ).json();
    const queued = await buyer.call('POST', `/api/webhooks/${endpointId}/test`);
    expect(queued.statusCode, queued.body).toBe(202);
    expect(queued.json()).toMatchObject({
      message: WebhookMessage.testQueued,
      delivery: { event: 'webhook.test', status: 'pending', attempts: 0 },
    });
    const arrived = await receiver.next((request) => request.path === '/test');
    expect(new Webhook(secret).verify(arrived.body, arrived.headers)).toMatchObject({
      type: 'webhook.test',
      data: { endpointId },
    });
    const logged = await eventuallyFound('the test delivery logged', async () => {
      const [entry] = await deliveriesOf(buyer, endpointId);
      return entry?.status === 'delivered' ? entry : undefined;
    });
    expect(logged).toMatchObject({
      event: 'webhook.test',
      attempts: 1,
      responseStatus: 200,
      responseBody: 'ok',
      messageId: arrived.headers['webhook-id'],
    });
    const resent = await buyer.call(
      'POST',
      `/api/webhooks/${endpointId}/deliveries/${logged.deliveryId}/resend`,
    );
    expect(resent.statusCode, resent.body).toBe(202);
    const again = await receiver.next((request) => request.path === '/test' && request !== arrived);
    expect(again.headers['webhook-id']).toBe(arrived.headers['webhook-id']);
    expect(JSON.parse(again.body)).toEqual(JSON.parse(arrived.body));
    const unknown = await buyer.call(
      'POST',
      `/api/webhooks/${endpointId}/deliveries/${crypto.randomUUID()}/resend`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(WebhookMessage.deliveryNotFound);
  });

  it('rotates a secret: deliveries are signed with both for a day', async () => {
    const buyer = await registerBuyer(testApp.app);
    const { endpointId, secret: oldSecret } = (
      await buyer.call('POST', '/api/webhooks', {
        url: receiver.url('/rotate'),
        events: ['render.failed'],
      })
    ).json();
    const rotated = await buyer.call('POST', `/api/webhooks/${endpointId}/rotate-secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret: newSecret, previousSecretValidUntil } = rotated.json();
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(oldSecret);
    const hours = (Date.parse(previousSecretValidUntil) - Date.now()) / 3_600_000;
    expect(Math.round(hours)).toBe(24);
    await buyer.call('POST', `/api/webhooks/${endpointId}/test`);
    const arrived = await receiver.next((request) => request.path === '/rotate');
    expect(arrived.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    for (const secret of [oldSecret, newSecret]) {
      expect(new Webhook(secret).verify(arrived.body, arrived.headers)).toMatchObject({
        type: 'webhook.test',
      });
    }
  });

  it("keeps each account's endpoints its own, and turns away a visitor", async () => {
    const owner = await registerBuyer(testApp.app);
    const other = await registerBuyer(testApp.app);
    const { endpointId } = (
      await owner.call('POST', '/api/webhooks', {
        url: receiver.url('/own'),
        events: ['render.failed'],
      })
    ).json();
    const calls = [
      ['DELETE', `/api/webhooks/${endpointId}`],
      ['POST', `/api/webhooks/${endpointId}/test`],
      ['POST', `/api/webhooks/${endpointId}/rotate-secret`],
      ['GET', `/api/webhooks/${endpointId}/deliveries`],
      ['GET', '/api/webhooks/not-an-id/deliveries'],
    ] as const;
    for (const [method, url] of calls) {
      const answer = await other.call(method, url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().error, url).toBe(WebhookMessage.notFound);
    }
    expect((await other.call('GET', '/api/webhooks')).json().endpoints).toEqual([]);
    for (const [method, url] of [...calls, ['GET', '/api/webhooks'] as const]) {
      const visitor = await testApp.app.inject({ method, url });
      expect(visitor.statusCode, url).toBe(401);
    }
    expect((await owner.call('GET', '/api/webhooks')).json().endpoints).toHaveLength(1);
    expect((await owner.call('DELETE', `/api/webhooks/${endpointId}`)).statusCode).toBe(200);
    expect((await owner.call('GET', `/api/webhooks/${endpointId}/deliveries`)).statusCode).toBe(
      404,
    );
  });
});
