import { NEW_ACCOUNT_CREDITS, PaymentMessage } from '@frameshop/contract';
import { describe, expect, it } from 'vitest';
import { registerBuyer } from '../../test-support/commerce-fixture';
import { storedOrder, useRazorpayApp } from '../../test-support/payments-fixture';
import { testEngine } from '../../test-support/test-database';

type Buyer = Awaited<ReturnType<typeof registerBuyer>>;

describe(`an order's status and the credit purchase history on ${testEngine}`, () => {
  const store = useRazorpayApp({ env: { PAYMENTS_RECONCILE_AFTER_SECONDS: '0' } });

  async function order(buyer: Buyer, packId: string) {
    const made = await buyer.call('POST', '/api/create-razorpay-order', { packId });
    expect(made.statusCode).toBe(200);
    return made.json().orderId as string;
  }

  async function payAndVerify(buyer: Buyer, orderId: string) {
    const payment = store.razorpay.pay(orderId);
    const verified = await buyer.call('POST', '/api/verify-razorpay-payment', {
      razorpay_order_id: orderId,
      razorpay_payment_id: payment.id,
      razorpay_signature: store.razorpay.signCheckout(orderId, payment.id),
    });
    expect(verified.statusCode).toBe(200);
    return payment;
  }

  const statusOf = (buyer: Buyer, orderId: string) =>
    buyer.call('GET', `/api/payment-orders/${orderId}`);

  it('tells the buyer an order is waiting, then paid with the new balance', async () => {
    const buyer = await registerBuyer(store.app);
    const orderId = await order(buyer, 'pack-1000');
    const waiting = await statusOf(buyer, orderId);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json()).toEqual({
      orderId,
      status: 'created',
      credits: 1000,
      amount: 69900,
      currency: 'INR',
      transactionId: null,
      newCreditsBalance: null,
      failureReason: null,
      receiptNumber: null,
    });

    const payment = await payAndVerify(buyer, orderId);
    expect((await statusOf(buyer, orderId)).json()).toEqual({
      orderId,
      status: 'paid',
      credits: 1000,
      amount: 69900,
      currency: 'INR',
      transactionId: payment.id,
      newCreditsBalance: NEW_ACCOUNT_CREDITS + 1000,
      failureReason: null,
      receiptNumber: expect.any(Number),
    });
  });

  it("tells the buyer an order failed, with Razorpay's reason", async () => {
    const buyer = await registerBuyer(store.app);
    const orderId = await order(buyer, 'pack-500');
    store.razorpay.pay(orderId, 'failed');
    await store.payments.reconcile();
    expect((await statusOf(buyer, orderId)).json()).toMatchObject({
      status: 'failed',
      transactionId: null,
      newCreditsBalance: null,
      failureReason: 'Payment declined by the bank',
    });
  });

  it("answers another user's order and an unknown one alike: not found", async () => {
    const owner = await registerBuyer(store.app);
    const stranger = await registerBuyer(store.app);
    const orderId = await order(owner, 'pack-500');
    for (const response of [
      await statusOf(stranger, orderId),
      await statusOf(stranger, 'order_NeverMadeHere1'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: PaymentMessage.orderNotFound });
    }
  });

  it('refuses a visitor who is not signed in', async () => {
    const owner = await registerBuyer(store.app);
    const orderId = await order(owner, 'pack-500');
    for (const url of [`/api/payment-orders/${orderId}`, '/api/credit-purchases']) {
      const response = await store.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
    }
  });

  it('lists no purchases for a new account', async () => {
    const buyer = await registerBuyer(store.app);
    const response = await buyer.call('GET', '/api/credit-purchases');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ creditPurchaseHistory: [] });
    expect((await buyer.call('GET', '/api/profile')).json()).toMatchObject({
      creditPurchaseHistory: [],
    });
  });

  it("lists the buyer's own orders newest first, in the profile too", async () => {
    const buyer = await registerBuyer(store.app);
    const someoneElse = await registerBuyer(store.app);
    await payAndVerify(someoneElse, await order(someoneElse, 'pack-2500'));

    const first = await order(buyer, 'pack-100');
    const firstPayment = await payAndVerify(buyer, first);
    const second = await order(buyer, 'pack-500');
    store.razorpay.pay(second, 'failed');
    await store.payments.reconcile();
    const third = await order(buyer, 'pack-1000');

    const response = await buyer.call('GET', '/api/credit-purchases');
    expect(response.statusCode).toBe(200);
    const history = response.json().creditPurchaseHistory;
    const paidAt = (await storedOrder(store.db, first)).paidAt?.toISOString();
    const createdAt = async (orderId: string) =>
      (await storedOrder(store.db, orderId)).createdAt.toISOString();
    expect(history).toEqual([
      {
        orderId: third,
        creditsPurchased: 1000,
        amountPaid: 69900,
        currency: 'INR',
        purchaseDate: await createdAt(third),
        status: 'created',
        transactionId: null,
        receiptNumber: null,
        invoiceNumber: null,
      },
      {
        orderId: second,
        creditsPurchased: 500,
        amountPaid: 39900,
        currency: 'INR',
        purchaseDate: await createdAt(second),
        status: 'failed',
        transactionId: null,
        receiptNumber: null,
        invoiceNumber: null,
      },
      {
        orderId: first,
        creditsPurchased: 100,
        amountPaid: 100,
        currency: 'INR',
        purchaseDate: paidAt,
        status: 'paid',
        transactionId: firstPayment.id,
        receiptNumber: expect.any(Number),
        // The store is not registered here: its document is a bill of supply (ADR 55).
        invoiceNumber: expect.stringMatching(/^FS\/\d\d-\d\d\/\d{5}$/),
      },
    ]);

    const profile = (await buyer.call('GET', '/api/profile')).json();
    expect(profile.creditPurchaseHistory).toEqual(history);
    expect(profile.credits).toBe(NEW_ACCOUNT_CREDITS + 100);
  });
});
