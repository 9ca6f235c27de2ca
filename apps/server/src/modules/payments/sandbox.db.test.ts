import { createHmac } from 'node:crypto';
import { NEW_ACCOUNT_CREDITS, PaymentMessage } from '@frameshop/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxPayments } from '../../db/schema';
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
import { useTestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';
import { insertOrder, insertSandboxPayment } from './payments.repository';
import { ORDER_EXPIRY_MS } from './reconciliation';
import { SANDBOX_FAILURE, SANDBOX_KEY_ID } from './sandbox-provider';

type Buyer = Awaited<ReturnType<typeof registerBuyer>>;

async function sandboxOrder(buyer: Buyer, packId = 'pack-500') {
  const made = await buyer.call('POST', '/api/create-razorpay-order', { packId });
  expect(made.statusCode).toBe(200);
  return made.json().orderId as string;
}

describe(`paying in the sandbox on ${testEngine}`, () => {
  // No Razorpay settings: the sandbox is the provider, as on a fresh clone.
  const sandbox = useTestApp();
  const db = () => sandbox.database.db;
  const paymentsAtSandbox = (orderId: string) =>
    db().select().from(sandboxPayments).where(eq(sandboxPayments.providerOrderId, orderId));

  it('makes orders with the sandbox as the provider and its test key', async () => {
    const buyer = await registerBuyer(sandbox.app);
    const response = await buyer.call('POST', '/api/create-razorpay-order', { packId: 'pack-500' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      orderId: expect.stringMatching(/^order_\w{14}$/),
      provider: 'sandbox',
      keyId: SANDBOX_KEY_ID,
      amount: 39900,
      credits: 500,
    });
    expect(await storedOrder(db(), response.json().orderId)).toMatchObject({
      provider: 'sandbox',
      status: 'created',
    });
  });

  it('answers a paid test payment with what checkout would, and that verifies and credits', async () => {
    const buyer = await registerBuyer(sandbox.app);
    const orderId = await sandboxOrder(buyer);
    const paid = await buyer.call('POST', '/api/sandbox-payments', { orderId, outcome: 'paid' });
    expect(paid.statusCode).toBe(200);
    const signed = paid.json();
    expect(signed).toEqual({
      razorpay_order_id: orderId,
      razorpay_payment_id: expect.stringMatching(/^pay_\w{14}$/),
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(await paymentsAtSandbox(orderId)).toEqual([
      expect.objectContaining({
        id: signed.razorpay_payment_id,
        status: 'captured',
        amount: 39900,
      }),
    ]);

    const verified = await buyer.call('POST', '/api/verify-razorpay-payment', signed);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      success: true,
      newCreditsBalance: NEW_ACCOUNT_CREDITS + 500,
      credits: 500,
      amount: 39900,
      currency: 'INR',
      transactionId: signed.razorpay_payment_id,
      receiptNumber: expect.any(Number),
    });
    expect(await purchaseCredits(db(), orderId)).toHaveLength(1);
  });

  it('answers a failed test payment as payment.failed does and marks the order failed', async () => {
    const buyer = await registerBuyer(sandbox.app);
    const orderId = await sandboxOrder(buyer);
    const failed = await buyer.call('POST', '/api/sandbox-payments', {
      orderId,
      outcome: 'failed',
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toEqual({ error: { ...SANDBOX_FAILURE } });
    expect(await storedOrder(db(), orderId)).toMatchObject({
      status: 'failed',
      failureReason: SANDBOX_FAILURE.description,
    });
    expect(await paymentsAtSandbox(orderId)).toEqual([
      expect.objectContaining({ status: 'failed' }),
    ]);
    expect(await balanceOf(db(), buyer.userId)).toBe(NEW_ACCOUNT_CREDITS);

    // The tester tries again in the same dialog and pays.
    const paid = await buyer.call('POST', '/api/sandbox-payments', { orderId, outcome: 'paid' });
    const verified = await buyer.call('POST', '/api/verify-razorpay-payment', paid.json());
    expect(verified.json()).toMatchObject({ newCreditsBalance: NEW_ACCOUNT_CREDITS + 500 });
  });

  it("refuses another user's order, recording no payment for it", async () => {
    const owner = await registerBuyer(sandbox.app);
    const stranger = await registerBuyer(sandbox.app);
    const orderId = await sandboxOrder(owner);
    for (const outcome of ['paid', 'failed'] as const) {
      const response = await stranger.call('POST', '/api/sandbox-payments', { orderId, outcome });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: PaymentMessage.orderNotFound });
    }
    expect(await paymentsAtSandbox(orderId)).toEqual([]);
    expect(await storedOrder(db(), orderId)).toMatchObject({ status: 'created' });
  });

  it('refuses to pay an order twice', async () => {
    const buyer = await registerBuyer(sandbox.app);
    const orderId = await sandboxOrder(buyer);
    const paid = await buyer.call('POST', '/api/sandbox-payments', { orderId, outcome: 'paid' });
    await buyer.call('POST', '/api/verify-razorpay-payment', paid.json());
    const again = await buyer.call('POST', '/api/sandbox-payments', { orderId, outcome: 'paid' });
    expect(again.statusCode).toBe(409);
    expect(await paymentsAtSandbox(orderId)).toHaveLength(1);
    expect(await balanceOf(db(), buyer.userId)).toBe(NEW_ACCOUNT_CREDITS + 500);
  });

  it('refuses a signature the browser made up', async () => {
    const buyer = await registerBuyer(sandbox.app);
    const orderId = await sandboxOrder(buyer);
    const paid = (
      await buyer.call('POST', '/api/sandbox-payments', { orderId, outcome: 'paid' })
    ).json();
    // Whatever a browser could know: the key id, the order and the payment.
    const guessed = createHmac('sha256', SANDBOX_KEY_ID)
      .update(`${orderId}|${paid.razorpay_payment_id}`)
      .digest('hex');
    const response = await buyer.call('POST', '/api/verify-razorpay-payment', {
      ...paid,
      razorpay_signature: guessed,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: PaymentMessage.signatureInvalid });
    expect(await purchaseCredits(db(), orderId)).toEqual([]);
  });

  it.each([
    ['an outcome it does not know', { outcome: 'refunded' }],
    ['no outcome', { outcome: undefined }],
    ['a field it does not know', { outcome: 'paid', credits: 99999 }],
  ])('refuses a request with %s', async (_, change) => {
    const buyer = await registerBuyer(sandbox.app);
    const orderId = await sandboxOrder(buyer);
    const response = await buyer.call('POST', '/api/sandbox-payments', { orderId, ...change });
    expect(response.statusCode).toBe(400);
    expect(await paymentsAtSandbox(orderId)).toEqual([]);
  });

  it('refuses a visitor who is not signed in', async () => {
    const buyer = await registerBuyer(sandbox.app);
    const orderId = await sandboxOrder(buyer);
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/api/sandbox-payments',
      payload: { orderId, outcome: 'paid' },
    });
    expect(response.statusCode).toBe(401);
    expect(await paymentsAtSandbox(orderId)).toEqual([]);
  });
});

describe(`the sandbox's payment event and reconciliation on ${testEngine}`, () => {
  const sandbox = useTestApp({ runJobs: true, env: { PAYMENTS_RECONCILE_AFTER_SECONDS: '0' } });
  const db = () => sandbox.database.db;

  it('credits a paid test payment through its payment event when the browser never verifies', async () => {
    const buyer = await registerBuyer(sandbox.app);
    const orderId = await sandboxOrder(buyer, 'pack-1000');
    const paid = await buyer.call('POST', '/api/sandbox-payments', { orderId, outcome: 'paid' });
    expect(paid.statusCode).toBe(200);
    await eventually(
      "the sandbox's payment event credits the order",
      async () => (await storedOrder(db(), orderId)).status === 'paid',
    );
    expect(await purchaseCredits(db(), orderId)).toHaveLength(1);
    expect(await balanceOf(db(), buyer.userId)).toBe(NEW_ACCOUNT_CREDITS + 1000);

    // The browser's verification arriving after it changes nothing.
    const verified = await buyer.call('POST', '/api/verify-razorpay-payment', paid.json());
    expect(verified.json()).toMatchObject({ newCreditsBalance: NEW_ACCOUNT_CREDITS + 1000 });
    expect(await purchaseCredits(db(), orderId)).toHaveLength(1);
  });

  it("reconciles against the sandbox's own book: a failed order stays failed, an authorized payment is captured and credited", async () => {
    const payments = paymentsServiceOf(sandbox, { PAYMENTS_RECONCILE_AFTER_SECONDS: '0' });
    const failing = await registerBuyer(sandbox.app);
    const failedOrderId = await sandboxOrder(failing);
    await failing.call('POST', '/api/sandbox-payments', {
      orderId: failedOrderId,
      outcome: 'failed',
    });

    const paying = await registerBuyer(sandbox.app);
    const orderId = await sandboxOrder(paying);
    // A payment the sandbox holds authorized, as Razorpay holds one before its capture.
    await insertSandboxPayment(db(), {
      id: 'pay_SandboxAuthor1',
      providerOrderId: orderId,
      status: 'authorized',
      amount: 39900,
      currency: 'INR',
    });

    expect(await payments.reconcile()).toMatchObject({ credited: 1, captured: 1, errors: 0 });
    expect(await storedOrder(db(), failedOrderId)).toMatchObject({ status: 'failed' });
    expect(await storedOrder(db(), orderId)).toMatchObject({
      status: 'paid',
      paymentId: 'pay_SandboxAuthor1',
    });
    expect(
      await db().select().from(sandboxPayments).where(eq(sandboxPayments.id, 'pay_SandboxAuthor1')),
    ).toEqual([expect.objectContaining({ status: 'captured' })]);
    expect(await balanceOf(db(), paying.userId)).toBe(NEW_ACCOUNT_CREDITS + 500);
    expect(await balanceOf(db(), failing.userId)).toBe(NEW_ACCOUNT_CREDITS);
  });

  it('does not expire an order Razorpay made: the sandbox cannot know whether it was paid', async () => {
    // Made while Razorpay's keys were set; they have been removed since.
    const { userId } = await registerBuyer(sandbox.app);
    const razorpayOrderId = 'order_MadeAtRazorpay';
    await insertOrder(db(), {
      userId,
      packId: 'pack-500',
      credits: 500,
      amount: 39900,
      currency: 'INR',
      provider: 'razorpay',
      providerOrderId: razorpayOrderId,
    });
    await ageOrder(db(), razorpayOrderId, ORDER_EXPIRY_MS + 60_000);
    const payments = paymentsServiceOf(sandbox, { PAYMENTS_RECONCILE_AFTER_SECONDS: '0' });
    expect(await payments.reconcile()).toMatchObject({ expired: 0, errors: 0 });
    expect(await storedOrder(db(), razorpayOrderId)).toMatchObject({ status: 'created' });
  });
});

describe(`the sandbox while Razorpay is configured, on ${testEngine}`, () => {
  const store = useRazorpayApp();

  it('is not found, and records nothing', async () => {
    const buyer = await registerBuyer(store.app);
    const orderId = await sandboxOrder(buyer);
    const requests = store.razorpay.requests.length;
    const response = await buyer.call('POST', '/api/sandbox-payments', {
      orderId,
      outcome: 'paid',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: expect.any(String) });
    expect(await store.db.select().from(sandboxPayments)).toEqual([]);
    expect(store.razorpay.requests).toHaveLength(requests);
    expect(await storedOrder(store.db, orderId)).toMatchObject({ status: 'created' });
  });
});
