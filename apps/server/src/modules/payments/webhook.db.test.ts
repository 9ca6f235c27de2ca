import { createHmac } from 'node:crypto';
import { NEW_ACCOUNT_CREDITS, PaymentMessage } from '@frameshop/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentWebhookEvents } from '../../db/schema';
import { registerBuyer } from '../../test-support/commerce-fixture';
import {
  balanceOf,
  paymentEventJobs,
  purchaseCredits,
  storedOrder,
  useRazorpayApp,
} from '../../test-support/payments-fixture';
import { eventually } from '../../test-support/eventually';
import { testEngine } from '../../test-support/test-database';

type Store = ReturnType<typeof useRazorpayApp>;

/** A signed-in buyer's order for a pack, made through the API at the local Razorpay. */
async function orderOf(store: Store, packId = 'pack-500') {
  const buyer = await registerBuyer(store.app);
  const made = await buyer.call('POST', '/api/create-razorpay-order', { packId });
  expect(made.statusCode).toBe(200);
  return { ...buyer, orderId: made.json().orderId as string };
}

/** Posts raw bytes to the webhook, signed with `secret` unless a signature is given. */
function postRaw(
  store: Store,
  body: string,
  headers: { signature?: string | null; eventId?: string | null; secret?: string } = {},
) {
  const secret = headers.secret ?? store.razorpay.webhookSecret;
  const signature =
    headers.signature === undefined
      ? createHmac('sha256', secret).update(body).digest('hex')
      : headers.signature;
  return fetch(store.webhookUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-razorpay-signature': signature }),
      ...(headers.eventId === null ? {} : { 'x-razorpay-event-id': headers.eventId ?? 'evt_raw' }),
    },
    body,
  });
}

const recordedEvents = (store: Store, eventId: string) =>
  store.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, eventId));

describe(`Razorpay's webhook, with its jobs running, on ${testEngine}`, () => {
  const store = useRazorpayApp({ runJobs: true, listen: true });

  /** Waits until every payment-event job of the order has run. */
  const jobsSettled = (orderId: string) =>
    eventually(`the payment events of ${orderId} ran`, async () => {
      const { total, settled } = await paymentEventJobs(store.testApp, orderId);
      return total > 0 && settled === total;
    });

  it.each(['payment.captured', 'order.paid'] as const)(
    '%s credits the order once, in a job',
    async (event) => {
      const { userId, orderId } = await orderOf(store);
      const payment = store.razorpay.pay(orderId);
      const response = await store.razorpay.sendWebhook(store.webhookUrl, event, payment);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true });

      await jobsSettled(orderId);
      expect(await storedOrder(store.db, orderId)).toMatchObject({
        status: 'paid',
        paymentId: payment.id,
      });
      expect(await purchaseCredits(store.db, orderId)).toEqual([
        expect.objectContaining({ userId, delta: 500 }),
      ]);
      expect(await balanceOf(store.db, userId)).toBe(NEW_ACCOUNT_CREDITS + 500);
    },
  );

  it('payment.failed marks the order failed with the reason, and a later payment still credits it', async () => {
    const { userId, orderId } = await orderOf(store);
    const failed = store.razorpay.pay(orderId, 'failed');
    const response = await store.razorpay.sendWebhook(store.webhookUrl, 'payment.failed', failed);
    expect(response.status).toBe(200);
    await jobsSettled(orderId);
    expect(await storedOrder(store.db, orderId)).toMatchObject({
      status: 'failed',
      failureReason: 'Payment declined by the bank',
      paymentId: null,
    });
    expect(await balanceOf(store.db, userId)).toBe(NEW_ACCOUNT_CREDITS);

    // The buyer tries again in the same checkout and pays: money that moved is credited.
    const paid = store.razorpay.pay(orderId);
    await store.razorpay.sendWebhook(store.webhookUrl, 'payment.captured', paid);
    await eventually(
      'the retried payment is credited',
      async () => (await storedOrder(store.db, orderId)).status === 'paid',
    );
    expect(await balanceOf(store.db, userId)).toBe(NEW_ACCOUNT_CREDITS + 500);
    // Paid, it no longer carries the reason an earlier attempt failed for.
    expect(await storedOrder(store.db, orderId)).toMatchObject({ failureReason: null });
  });

  it('keeps a failure reason as plain text: no tags, no control characters, a capped length', async () => {
    const { orderId } = await orderOf(store);
    const failed = store.razorpay.pay(orderId, 'failed');
    const hostile = {
      ...failed,
      error_description: `<img src=x onerror=alert(1)>Card\u0007 <b>declined</b>${'!'.repeat(400)}`,
    };
    await store.razorpay.sendWebhook(store.webhookUrl, 'payment.failed', hostile);
    await jobsSettled(orderId);
    const { failureReason } = await storedOrder(store.db, orderId);
    expect(failureReason).toMatch(/^Card declined !+…$/);
    expect(failureReason).toHaveLength(300);
  });

  it('credits nothing for a signed payment.captured that leaves out the amount, until reconciliation finds the payment', async () => {
    const { userId, orderId } = await orderOf(store);
    const payment = store.razorpay.pay(orderId);
    const withoutAmount = { ...payment, amount: undefined, currency: undefined };
    const response = await store.razorpay.sendWebhook(
      store.webhookUrl,
      'payment.captured',
      withoutAmount as unknown as typeof payment,
    );
    expect(response.status).toBe(200);
    await jobsSettled(orderId);
    expect(await storedOrder(store.db, orderId)).toMatchObject({ status: 'created' });
    expect(await balanceOf(store.db, userId)).toBe(NEW_ACCOUNT_CREDITS);

    // The reconciliation pass asks Razorpay, which knows what was paid.
    await store.payments.reconcile(new Date(Date.now() + 3_600_000));
    expect(await storedOrder(store.db, orderId)).toMatchObject({ status: 'paid' });
    expect(await balanceOf(store.db, userId)).toBe(NEW_ACCOUNT_CREDITS + 500);
  });

  it('a late payment.failed leaves a paid order paid', async () => {
    const { userId, orderId } = await orderOf(store);
    const paid = store.razorpay.pay(orderId);
    await store.razorpay.sendWebhook(store.webhookUrl, 'payment.captured', paid);
    await jobsSettled(orderId);
    const failed = store.razorpay.pay(orderId, 'failed');
    await store.razorpay.sendWebhook(store.webhookUrl, 'payment.failed', failed);
    await jobsSettled(orderId);
    expect(await paymentEventJobs(store.testApp, orderId)).toEqual({ total: 2, settled: 2 });
    expect(await storedOrder(store.db, orderId)).toMatchObject({
      status: 'paid',
      paymentId: paid.id,
    });
    expect(await balanceOf(store.db, userId)).toBe(NEW_ACCOUNT_CREDITS + 500);
  });

  it.each([
    ['an amount smaller than the order', { amount: 100 }],
    ['another currency', { currency: 'USD' }],
  ])('does not credit a captured payment of %s', async (_, overrides) => {
    const { userId, orderId } = await orderOf(store);
    const payment = store.razorpay.pay(orderId, 'captured', overrides);
    const response = await store.razorpay.sendWebhook(store.webhookUrl, 'order.paid', payment);
    expect(response.status).toBe(200);
    await jobsSettled(orderId);
    expect(await storedOrder(store.db, orderId)).toMatchObject({ status: 'created' });
    expect(await purchaseCredits(store.db, orderId)).toEqual([]);
    expect(await balanceOf(store.db, userId)).toBe(NEW_ACCOUNT_CREDITS);
  });

  it('takes a replayed event id in once: one job, one credit', async () => {
    const { userId, orderId } = await orderOf(store);
    const payment = store.razorpay.pay(orderId);
    const eventId = `evt_replay${Date.now()}`;
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        store.razorpay.sendWebhook(store.webhookUrl, 'payment.captured', payment, { eventId }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    await jobsSettled(orderId);
    expect(await paymentEventJobs(store.testApp, orderId)).toEqual({ total: 1, settled: 1 });
    expect(await recordedEvents(store, eventId)).toHaveLength(1);
    expect(await purchaseCredits(store.db, orderId)).toHaveLength(1);
    expect(await balanceOf(store.db, userId)).toBe(NEW_ACCOUNT_CREDITS + 500);
  });

  it.each([
    ['a wrong signature', { signature: 'f'.repeat(64) }],
    ['a signature made with another secret', { secret: 'not-the-webhook-secret' }],
    ['no signature', { signature: null }],
    ['an empty signature', { signature: '' }],
  ])('refuses a webhook with %s: 400, nothing recorded, nothing credited', async (_, headers) => {
    const { userId, orderId } = await orderOf(store);
    const payment = store.razorpay.pay(orderId);
    const { body } = store.razorpay.webhook('payment.captured', payment);
    const eventId = `evt_refused${Date.now()}`;
    const response = await postRaw(store, body, { ...headers, eventId });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: PaymentMessage.signatureInvalid });
    expect(await recordedEvents(store, eventId)).toEqual([]);
    expect(await paymentEventJobs(store.testApp, orderId)).toEqual({ total: 0, settled: 0 });
    expect(await storedOrder(store.db, orderId)).toMatchObject({ status: 'created' });
    expect(await balanceOf(store.db, userId)).toBe(NEW_ACCOUNT_CREDITS);
  });

  it('refuses a body changed after signing, even by white space', async () => {
    const { orderId } = await orderOf(store);
    const payment = store.razorpay.pay(orderId);
    const { body, headers } = store.razorpay.webhook('payment.captured', payment);
    const reformatted = JSON.stringify(JSON.parse(body), null, 2);
    const response = await postRaw(store, reformatted, {
      signature: headers['x-razorpay-signature'],
    });
    expect(response.status).toBe(400);
    expect(await paymentEventJobs(store.testApp, orderId)).toEqual({ total: 0, settled: 0 });
  });

  it('refuses a signed webhook without an event id', async () => {
    const { orderId } = await orderOf(store);
    const payment = store.razorpay.pay(orderId);
    const { body } = store.razorpay.webhook('payment.captured', payment);
    const response = await postRaw(store, body, { eventId: null });
    expect(response.status).toBe(400);
    expect(await paymentEventJobs(store.testApp, orderId)).toEqual({ total: 0, settled: 0 });
  });

  it('refuses a signed body that is not a Razorpay event', async () => {
    for (const body of ['not json', '[]', '{"payload":{}}']) {
      const response = await postRaw(store, body, { eventId: `evt_junk${Date.now()}` });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: expect.any(String) });
    }
  });

  it('takes in an event it does not act on, and enqueues nothing', async () => {
    const { orderId } = await orderOf(store);
    const payment = store.razorpay.pay(orderId, 'authorized');
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.authorized',
      contains: ['payment'],
      payload: { payment: { entity: payment } },
    });
    const eventId = `evt_authorized${Date.now()}`;
    const response = await postRaw(store, body, { eventId });
    expect(response.status).toBe(200);
    expect(await recordedEvents(store, eventId)).toHaveLength(1);
    expect(await paymentEventJobs(store.testApp, orderId)).toEqual({ total: 0, settled: 0 });
    expect(await storedOrder(store.db, orderId)).toMatchObject({ status: 'created' });
  });

  it('credits nobody for a signed event about an order the store never made', async () => {
    const { userId, orderId } = await orderOf(store);
    const payment = { ...store.razorpay.pay(orderId), order_id: 'order_NotFromThisStore' };
    const response = await store.razorpay.sendWebhook(
      store.webhookUrl,
      'payment.captured',
      payment,
    );
    expect(response.status).toBe(200);
    await jobsSettled('order_NotFromThisStore');
    expect(await purchaseCredits(store.db, 'order_NotFromThisStore')).toEqual([]);
    expect(await storedOrder(store.db, orderId)).toMatchObject({ status: 'created' });
    expect(await balanceOf(store.db, userId)).toBe(NEW_ACCOUNT_CREDITS);
  });
});

describe(`Razorpay's webhook answers before any crediting, on ${testEngine}`, () => {
  // No job runs in this app: whatever the answer says, the credit can only come from the job.
  const store = useRazorpayApp({ listen: true });

  it('answers 200 with the order still unpaid and its work waiting in a job', async () => {
    const { userId, orderId } = await orderOf(store);
    const payment = store.razorpay.pay(orderId);
    const response = await store.razorpay.sendWebhook(
      store.webhookUrl,
      'payment.captured',
      payment,
    );
    expect(response.status).toBe(200);
    expect(await storedOrder(store.db, orderId)).toMatchObject({ status: 'created' });
    expect(await balanceOf(store.db, userId)).toBe(NEW_ACCOUNT_CREDITS);
    expect(await paymentEventJobs(store.testApp, orderId)).toEqual({ total: 1, settled: 0 });
    const { rows } = await store.testApp.database.executeSql(
      `select data from pgboss.job where name = 'payment-event' and data->>'providerOrderId' = $1`,
      [orderId],
    );
    expect(rows).toEqual([
      {
        data: {
          event: 'payment.captured',
          providerOrderId: orderId,
          paymentId: payment.id,
          amount: 39900,
          currency: 'INR',
          failureReason: null,
          method: 'upi',
        },
      },
    ]);
  });
});

describe(`Razorpay's webhook without a webhook secret, on ${testEngine}`, () => {
  const store = useRazorpayApp({ env: { RAZORPAY_WEBHOOK_SECRET: '' }, listen: true });

  it('is not found, and nothing is recorded', async () => {
    const { orderId } = await orderOf(store);
    const payment = store.razorpay.pay(orderId);
    const eventId = `evt_unconfigured${Date.now()}`;
    const response = await store.razorpay.sendWebhook(
      store.webhookUrl,
      'payment.captured',
      payment,
      { eventId },
    );
    expect(response.status).toBe(404);
    expect(await recordedEvents(store, eventId)).toEqual([]);
    expect(await storedOrder(store.db, orderId)).toMatchObject({ status: 'created' });
  });
});
