import { NEW_ACCOUNT_CREDITS } from '@frameshop/contract';
import { describe, expect, it } from 'vitest';
import { registerBuyer } from '../../test-support/commerce-fixture';
import {
  ageOrder,
  balanceOf,
  paymentsServiceOf,
  purchaseCredits,
  storedOrder,
  useRazorpayApp,
} from '../../test-support/payments-fixture';
import { eventually } from '../../test-support/eventually';
import { testEngine } from '../../test-support/test-database';
import { insertOrder } from './payments.repository';
import { ORDER_EXPIRY_MS, RECONCILE_BATCH } from './reconciliation';

const MINUTE = 60_000;

/**
 * Every test leaves its orders settled (paid, failed or expired) or waiting with nothing at
 * Razorpay, so a later pass counts only the orders of the test that runs it.
 */
describe(`reconciling unpaid orders with Razorpay on ${testEngine}`, () => {
  const store = useRazorpayApp({
    env: { PAYMENTS_RECONCILE_AFTER_SECONDS: '0' },
    runJobs: true,
  });

  async function newOrder(packId = 'pack-500') {
    const buyer = await registerBuyer(store.app);
    const made = await buyer.call('POST', '/api/create-razorpay-order', { packId });
    expect(made.statusCode).toBe(200);
    return { ...buyer, orderId: made.json().orderId as string };
  }

  /** The API calls made about one order, after the `from`-th request. */
  const callsAbout = (orderId: string, from = 0) =>
    store.razorpay.requests
      .slice(from)
      .filter((request) => request.path.includes(orderId))
      .map(({ method, path, authorized }) => ({ method, path, authorized }));

  const nothingElse = { credited: 0, captured: 0, failed: 0, expired: 0, errors: 0 };

  it('credits an order whose payment was captured while nobody verified it', async () => {
    const { userId, orderId } = await newOrder();
    const payment = store.razorpay.pay(orderId);
    const summary = await store.payments.reconcile();
    expect(summary).toMatchObject({ ...nothingElse, credited: 1 });
    expect(await storedOrder(store.db, orderId)).toMatchObject({
      status: 'paid',
      paymentId: payment.id,
    });
    expect(await purchaseCredits(store.db, orderId)).toHaveLength(1);
    expect(await balanceOf(store.db, userId)).toBe(NEW_ACCOUNT_CREDITS + 500);
    expect(callsAbout(orderId)).toContainEqual({
      method: 'GET',
      path: `/v1/orders/${orderId}/payments`,
      authorized: true,
    });
  });

  it('captures an authorized payment at Razorpay, then credits it', async () => {
    const { userId, orderId } = await newOrder('pack-1000');
    const payment = store.razorpay.pay(orderId, 'authorized');
    const from = store.razorpay.requests.length;
    const summary = await store.payments.reconcile();
    expect(summary).toMatchObject({ ...nothingElse, credited: 1, captured: 1 });
    const capture = store.razorpay.requests
      .slice(from)
      .find((request) => request.path === `/v1/payments/${payment.id}/capture`);
    expect(capture).toMatchObject({
      method: 'POST',
      authorized: true,
      body: { amount: 69900, currency: 'INR' },
    });
    expect(payment).toMatchObject({ status: 'captured', captured: true });
    expect(await storedOrder(store.db, orderId)).toMatchObject({
      status: 'paid',
      paymentId: payment.id,
    });
    expect(await balanceOf(store.db, userId)).toBe(NEW_ACCOUNT_CREDITS + 1000);
  });

  it('marks an order failed when every attempt failed, and keeps asking while it is young', async () => {
    const { userId, orderId } = await newOrder();
    store.razorpay.pay(orderId, 'failed');
    store.razorpay.pay(orderId, 'failed');
    expect(await store.payments.reconcile()).toMatchObject({ ...nothingElse, failed: 1 });
    expect(await storedOrder(store.db, orderId)).toMatchObject({
      status: 'failed',
      failureReason: 'Payment declined by the bank',
    });
    expect(await balanceOf(store.db, userId)).toBe(NEW_ACCOUNT_CREDITS);

    // A failed order may still be paid in the same checkout: the next pass credits that payment.
    const paid = store.razorpay.pay(orderId);
    expect(await store.payments.reconcile()).toMatchObject({ ...nothingElse, credited: 1 });
    expect(await storedOrder(store.db, orderId)).toMatchObject({
      status: 'paid',
      paymentId: paid.id,
    });
    expect(await balanceOf(store.db, userId)).toBe(NEW_ACCOUNT_CREDITS + 500);
  });

  it('leaves an order without payments waiting', async () => {
    const { orderId } = await newOrder();
    expect(await store.payments.reconcile()).toMatchObject(nothingElse);
    expect(await storedOrder(store.db, orderId)).toMatchObject({ status: 'created' });
    expect(callsAbout(orderId)).toContainEqual(
      expect.objectContaining({ path: `/v1/orders/${orderId}/payments` }),
    );
  });

  it('expires an order left unpaid for more than 3 days', async () => {
    const { orderId } = await newOrder();
    await ageOrder(store.db, orderId, ORDER_EXPIRY_MS + MINUTE);
    expect(await store.payments.reconcile()).toMatchObject({ ...nothingElse, expired: 1 });
    expect(await storedOrder(store.db, orderId)).toMatchObject({ status: 'expired' });
    // An expired order is not asked about again.
    const from = store.razorpay.requests.length;
    await store.payments.reconcile();
    expect(callsAbout(orderId, from)).toEqual([]);
  });

  it('credits an order over 3 days old that was paid after all, instead of expiring it', async () => {
    const { userId, orderId } = await newOrder();
    store.razorpay.pay(orderId);
    await ageOrder(store.db, orderId, ORDER_EXPIRY_MS + MINUTE);
    expect(await store.payments.reconcile()).toMatchObject({ ...nothingElse, credited: 1 });
    expect(await storedOrder(store.db, orderId)).toMatchObject({ status: 'paid' });
    expect(await balanceOf(store.db, userId)).toBe(NEW_ACCOUNT_CREDITS + 500);
  });

  it('does not credit a captured payment whose amount differs from the order', async () => {
    const { userId, orderId } = await newOrder();
    store.razorpay.pay(orderId, 'captured', { amount: 100 });
    expect(await store.payments.reconcile()).toMatchObject(nothingElse);
    expect(await storedOrder(store.db, orderId)).toMatchObject({ status: 'created' });
    expect(await purchaseCredits(store.db, orderId)).toEqual([]);
    expect(await balanceOf(store.db, userId)).toBe(NEW_ACCOUNT_CREDITS);
    // Settled for the tests after this one: the order expires without that payment counting.
    await ageOrder(store.db, orderId, ORDER_EXPIRY_MS + MINUTE);
    expect(await store.payments.reconcile()).toMatchObject({ ...nothingElse, expired: 1 });
  });

  it('reports a captured payment that does not match its order, even beside a failed attempt', async () => {
    const { orderId } = await newOrder();
    store.razorpay.pay(orderId, 'failed');
    const odd = store.razorpay.pay(orderId, 'captured', { amount: 100 });
    const errors: unknown[] = [];
    const log = {
      info: () => {},
      warn: () => {},
      error: (details: unknown) => errors.push(details),
    };
    const payments = paymentsServiceOf(store.testApp, store.env, log);
    expect(await payments.reconcile()).toMatchObject({ ...nothingElse, credited: 0 });
    expect(errors).toContainEqual(expect.objectContaining({ orderId, paymentIds: [odd.id] }));
    expect(await storedOrder(store.db, orderId)).toMatchObject({ status: 'created' });
    await ageOrder(store.db, orderId, ORDER_EXPIRY_MS + MINUTE);
    expect(await store.payments.reconcile()).toMatchObject({ ...nothingElse, expired: 1 });
  });

  it('leaves a paid order alone: Razorpay is not even asked', async () => {
    const { userId, call, orderId } = await newOrder();
    const payment = store.razorpay.pay(orderId);
    const verified = await call('POST', '/api/verify-razorpay-payment', {
      razorpay_order_id: orderId,
      razorpay_payment_id: payment.id,
      razorpay_signature: store.razorpay.signCheckout(orderId, payment.id),
    });
    expect(verified.statusCode).toBe(200);
    // The receipt's mail asks Razorpay how it was paid; the pass after it asks nothing.
    await eventually('the receipt is mailed', async () => {
      const { rows } = await store.testApp.database.executeSql(
        `select r.mailed_at from receipts r join payment_orders o on o.id = r.payment_order_id
         where o.provider_order_id = $1`,
        [orderId],
      );
      return ((rows[0] as { mailed_at: unknown } | undefined)?.mailed_at ?? null) !== null;
    });
    const from = store.razorpay.requests.length;
    expect(await store.payments.reconcile()).toMatchObject(nothingElse);
    expect(callsAbout(orderId, from)).toEqual([]);
    expect(await purchaseCredits(store.db, orderId)).toHaveLength(1);
    expect(await balanceOf(store.db, userId)).toBe(NEW_ACCOUNT_CREDITS + 500);
  });

  it('does not ask about an order younger than the threshold', async () => {
    const { orderId } = await newOrder();
    store.razorpay.pay(orderId);
    const from = store.razorpay.requests.length;
    // A pass as it would have run a minute ago, before the order was made.
    await store.payments.reconcile(new Date(Date.now() - MINUTE));
    expect(callsAbout(orderId, from)).toEqual([]);
    expect(await storedOrder(store.db, orderId)).toMatchObject({ status: 'created' });
    expect(await store.payments.reconcile()).toMatchObject({ ...nothingElse, credited: 1 });
  });

  it('counts an order Razorpay cannot answer about as an error, and credits it once it can', async () => {
    const { userId, orderId } = await newOrder();
    store.razorpay.pay(orderId);
    store.razorpay.failApiWith(503);
    try {
      const summary = await store.payments.reconcile();
      expect(summary.errors).toBeGreaterThanOrEqual(1);
      expect(summary.credited).toBe(0);
    } finally {
      store.razorpay.failApiWith(null);
    }
    expect(await storedOrder(store.db, orderId)).toMatchObject({ status: 'created' });
    expect(await store.payments.reconcile()).toMatchObject({ ...nothingElse, credited: 1 });
    expect(await balanceOf(store.db, userId)).toBe(NEW_ACCOUNT_CREDITS + 500);
  });

  it('leaves an order of the sandbox to the sandbox: Razorpay, which never saw it, is not asked', async () => {
    // Made before Razorpay's keys were set, when the sandbox was the provider.
    const { userId } = await registerBuyer(store.app);
    const sandboxOrderId = 'order_MadeInSandbox1';
    await insertOrder(store.db, {
      userId,
      packId: 'pack-500',
      credits: 500,
      amount: 39900,
      currency: 'INR',
      provider: 'sandbox',
      providerOrderId: sandboxOrderId,
    });
    await ageOrder(store.db, sandboxOrderId, ORDER_EXPIRY_MS / 2);
    const from = store.razorpay.requests.length;
    expect(await store.payments.reconcile()).toMatchObject(nothingElse);
    expect(callsAbout(sandboxOrderId, from)).toEqual([]);
    expect(await storedOrder(store.db, sandboxOrderId)).toMatchObject({ status: 'created' });
  });

  it('runs as the reconcile-payments job', async () => {
    const { userId, orderId } = await newOrder('pack-2500');
    store.razorpay.pay(orderId);
    await store.testApp.jobs.send('reconcile-payments', {});
    await eventually(
      'the reconciliation job credits the order',
      async () => (await storedOrder(store.db, orderId)).status === 'paid',
    );
    expect(await purchaseCredits(store.db, orderId)).toHaveLength(1);
    expect(await balanceOf(store.db, userId)).toBe(NEW_ACCOUNT_CREDITS + 2500);
  });
});

describe(`reconciling more unpaid orders than one pass takes, on ${testEngine}`, () => {
  const store = useRazorpayApp({
    env: { PAYMENTS_RECONCILE_AFTER_SECONDS: '0', RATE_LIMIT_MAX: '1000000' },
  });

  it('reaches a paid order behind a full batch of abandoned ones on the next pass', async () => {
    const buyer = await registerBuyer(store.app);
    const order = async () =>
      (await buyer.call('POST', '/api/create-razorpay-order', { packId: 'pack-100' })).json()
        .orderId as string;
    // Checkouts opened and closed: orders that stay unpaid for days until they expire.
    for (let index = 0; index < RECONCILE_BATCH; index += 1) await order();
    const paidOrderId = await order();
    store.razorpay.pay(paidOrderId);

    await store.payments.reconcile();
    await store.payments.reconcile();
    expect(await storedOrder(store.db, paidOrderId)).toMatchObject({ status: 'paid' });
    expect(await balanceOf(store.db, buyer.userId)).toBe(NEW_ACCOUNT_CREDITS + 100);
  });
});
