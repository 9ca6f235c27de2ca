import { createHmac } from 'node:crypto';
import { CREDIT_PACKS, NEW_ACCOUNT_CREDITS, PaymentMessage } from '@frameshop/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentOrders } from '../../db/schema';
import { registerBuyer, spendingAnomalies } from '../../test-support/commerce-fixture';
import {
  balanceOf,
  purchaseCredits,
  storedOrder,
  useRazorpayApp,
} from '../../test-support/payments-fixture';
import { testEngine } from '../../test-support/test-database';

type Buyer = Awaited<ReturnType<typeof registerBuyer>>;

describe(`verifying checkout's payment on ${testEngine}`, () => {
  const store = useRazorpayApp();

  /** An order made through the API and paid at Razorpay, with checkout's signed answer. */
  async function paidOrder(buyer: Buyer, packId = 'pack-500') {
    const made = await buyer.call('POST', '/api/create-razorpay-order', { packId });
    expect(made.statusCode).toBe(200);
    const orderId: string = made.json().orderId;
    const payment = store.razorpay.pay(orderId);
    return {
      orderId,
      payment,
      signed: {
        razorpay_order_id: orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: store.razorpay.signCheckout(orderId, payment.id),
      },
    };
  }

  const verify = (buyer: Buyer, body: Record<string, unknown>) =>
    buyer.call('POST', '/api/verify-razorpay-payment', body);

  async function expectNothingCredited(userId: string, orderId: string) {
    expect(await balanceOf(store.db, userId)).toBe(NEW_ACCOUNT_CREDITS);
    expect(await purchaseCredits(store.db, orderId)).toEqual([]);
    expect(await storedOrder(store.db, orderId)).toMatchObject({ status: 'created' });
  }

  it.each(CREDIT_PACKS.map((pack) => [pack.id, pack] as const))(
    'credits %s once for a good signature and answers the receipt',
    async (packId, pack) => {
      const buyer = await registerBuyer(store.app);
      const { orderId, payment, signed } = await paidOrder(buyer, packId);
      const response = await verify(buyer, signed);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        newCreditsBalance: NEW_ACCOUNT_CREDITS + pack.credits,
        credits: pack.credits,
        amount: pack.priceInr * 100,
        currency: 'INR',
        transactionId: payment.id,
        receiptNumber: expect.any(Number),
      });
      expect(await storedOrder(store.db, orderId)).toMatchObject({
        status: 'paid',
        paymentId: payment.id,
        paidAt: expect.any(Date),
      });
      const credited = await purchaseCredits(store.db, orderId);
      expect(credited).toEqual([
        expect.objectContaining({
          userId: buyer.userId,
          delta: pack.credits,
          balanceAfter: NEW_ACCOUNT_CREDITS + pack.credits,
        }),
      ]);
      expect(await spendingAnomalies(store.db, buyer.userId)).toEqual([]);
    },
  );

  it('answers a repeated verification alike and credits nothing more', async () => {
    const buyer = await registerBuyer(store.app);
    const { orderId, signed } = await paidOrder(buyer);
    const first = await verify(buyer, signed);
    const again = [await verify(buyer, signed), await verify(buyer, signed)];
    for (const response of again) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(first.json());
    }
    expect(await balanceOf(store.db, buyer.userId)).toBe(NEW_ACCOUNT_CREDITS + 500);
    expect(await purchaseCredits(store.db, orderId)).toHaveLength(1);
  });

  it('ignores the credits, amount and currency the browser sends', async () => {
    const buyer = await registerBuyer(store.app);
    const { orderId, signed } = await paidOrder(buyer, 'pack-100');
    const response = await verify(buyer, {
      ...signed,
      credits: 99999,
      amount: 1,
      currency: 'USD',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      credits: 100,
      amount: 100,
      currency: 'INR',
      newCreditsBalance: NEW_ACCOUNT_CREDITS + 100,
    });
    expect(await purchaseCredits(store.db, orderId)).toEqual([
      expect.objectContaining({ delta: 100 }),
    ]);
  });

  it('credits an order the reconciliation expired meanwhile: the money moved', async () => {
    const buyer = await registerBuyer(store.app);
    const { orderId, signed } = await paidOrder(buyer);
    // Marked expired as a pass would have, had Razorpay not known of the payment yet.
    await store.db
      .update(paymentOrders)
      .set({ status: 'expired' })
      .where(eq(paymentOrders.providerOrderId, orderId));
    const response = await verify(buyer, signed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ newCreditsBalance: NEW_ACCOUNT_CREDITS + 500 });
    expect(await storedOrder(store.db, orderId)).toMatchObject({ status: 'paid' });
    expect(await purchaseCredits(store.db, orderId)).toHaveLength(1);
  });

  it('refuses a tampered signature and credits nothing', async () => {
    const buyer = await registerBuyer(store.app);
    const { orderId, signed } = await paidOrder(buyer);
    const signature = signed.razorpay_signature;
    const tampered = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    for (const razorpay_signature of [tampered, signature.toUpperCase(), signature.slice(2)]) {
      const response = await verify(buyer, { ...signed, razorpay_signature });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: PaymentMessage.signatureInvalid });
    }
    await expectNothingCredited(buyer.userId, orderId);
  });

  it('refuses a signature made with another secret', async () => {
    const buyer = await registerBuyer(store.app);
    const { orderId, payment, signed } = await paidOrder(buyer);
    const forged = createHmac('sha256', store.razorpay.webhookSecret)
      .update(`${orderId}|${payment.id}`)
      .digest('hex');
    const response = await verify(buyer, { ...signed, razorpay_signature: forged });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: PaymentMessage.signatureInvalid });
    await expectNothingCredited(buyer.userId, orderId);
  });

  it("refuses another payment's signature for this payment, and another order's", async () => {
    const buyer = await registerBuyer(store.app);
    const { orderId, signed } = await paidOrder(buyer);
    const other = await paidOrder(buyer, 'pack-100');
    const failedAttempt = store.razorpay.pay(orderId, 'failed');

    const swaps = [
      // A failed attempt's id carried with the captured payment's signature.
      { ...signed, razorpay_payment_id: failedAttempt.id },
      // Another order's valid answer, pointed at this order.
      { ...other.signed, razorpay_order_id: orderId },
      // This order's id with the other order's payment and signature.
      { ...signed, razorpay_signature: other.signed.razorpay_signature },
    ];
    for (const body of swaps) {
      const response = await verify(buyer, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: PaymentMessage.signatureInvalid });
    }
    await expectNothingCredited(buyer.userId, orderId);
    expect(await purchaseCredits(store.db, other.orderId)).toEqual([]);
  });

  it("refuses another user's order, even with its valid signature, as if it did not exist", async () => {
    const owner = await registerBuyer(store.app);
    const stranger = await registerBuyer(store.app);
    const { orderId, signed } = await paidOrder(owner);
    const response = await verify(stranger, signed);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: PaymentMessage.orderNotFound });
    expect(await balanceOf(store.db, stranger.userId)).toBe(NEW_ACCOUNT_CREDITS);
    await expectNothingCredited(owner.userId, orderId);

    // The owner's own verification still goes through, to the owner.
    expect((await verify(owner, signed)).statusCode).toBe(200);
    expect(await balanceOf(store.db, owner.userId)).toBe(NEW_ACCOUNT_CREDITS + 500);
    expect(await balanceOf(store.db, stranger.userId)).toBe(NEW_ACCOUNT_CREDITS);
  });

  it('refuses an order the store never made, even one signed with the key secret', async () => {
    const buyer = await registerBuyer(store.app);
    const orderId = 'order_NeverMadeHere1';
    const response = await verify(buyer, {
      razorpay_order_id: orderId,
      razorpay_payment_id: 'pay_NeverMadeHere1',
      razorpay_signature: store.razorpay.signCheckout(orderId, 'pay_NeverMadeHere1'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: PaymentMessage.orderNotFound });
    expect(await balanceOf(store.db, buyer.userId)).toBe(NEW_ACCOUNT_CREDITS);
    expect(await purchaseCredits(store.db, orderId)).toEqual([]);
  });

  it.each([
    ['no signature', { razorpay_signature: undefined }],
    ['an empty signature', { razorpay_signature: '' }],
    ['no payment id', { razorpay_payment_id: undefined }],
    ['a number for the order id', { razorpay_order_id: 12345 }],
  ])('refuses a body with %s as a bad request', async (_, change) => {
    const buyer = await registerBuyer(store.app);
    const { orderId, signed } = await paidOrder(buyer);
    const response = await verify(buyer, { ...signed, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: expect.any(String) });
    await expectNothingCredited(buyer.userId, orderId);
  });

  it('refuses a visitor who is not signed in', async () => {
    const buyer = await registerBuyer(store.app);
    const { orderId, signed } = await paidOrder(buyer);
    const response = await store.app.inject({
      method: 'POST',
      url: '/api/verify-razorpay-payment',
      payload: signed,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: expect.any(String) });
    await expectNothingCredited(buyer.userId, orderId);
  });
});
