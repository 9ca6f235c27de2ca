import { NEW_ACCOUNT_CREDITS } from '@frameshop/contract';
import { describe, expect, it } from 'vitest';
import { registerBuyer, spendingAnomalies } from '../../test-support/commerce-fixture';
import type { LocalPayment } from '../../test-support/local-razorpay';
import {
  balanceOf,
  purchaseCredits,
  storedOrder,
  useRazorpayApp,
} from '../../test-support/payments-fixture';
import { eventually } from '../../test-support/eventually';
import { testEngine } from '../../test-support/test-database';

/**
 * Every way a payment reaches the store, all at once: the browser's verification (many times),
 * Razorpay's webhook (replayed, under the same and under fresh event ids) and a reconciliation
 * pass. On PostgreSQL they run on several connections for real; on PGlite they interleave
 * between statements. Either way the order is credited exactly once.
 */
describe(`one payment credited exactly once on ${testEngine}`, () => {
  const store = useRazorpayApp({
    // The crowd comes from one address: the per-address ceiling is not what is tested here.
    env: { PAYMENTS_RECONCILE_AFTER_SECONDS: '0', RATE_LIMIT_MAX: '1000000' },
    runJobs: true,
    listen: true,
  });

  async function paidOrder(buyer: Awaited<ReturnType<typeof registerBuyer>>, packId: string) {
    const made = await buyer.call('POST', '/api/create-razorpay-order', { packId });
    expect(made.statusCode).toBe(200);
    const orderId: string = made.json().orderId;
    return { orderId, payment: store.razorpay.pay(orderId) };
  }

  /**
   * 50 verifications, `webhookCount` webhooks (the first half replays of one event id, the rest
   * under fresh ids) and a reconciliation pass, all at once.
   */
  function everyPathAtOnce(
    buyer: Awaited<ReturnType<typeof registerBuyer>>,
    orderId: string,
    payment: LocalPayment,
    webhookCount: number,
  ) {
    const signed = {
      razorpay_order_id: orderId,
      razorpay_payment_id: payment.id,
      razorpay_signature: store.razorpay.signCheckout(orderId, payment.id),
    };
    const replayedId = `evt_once${orderId.slice(-8)}`;
    const verifications = Array.from({ length: 50 }, () =>
      buyer.call('POST', '/api/verify-razorpay-payment', signed),
    );
    const webhooks = Array.from({ length: webhookCount }, (_, index) =>
      store.razorpay.sendWebhook(
        store.webhookUrl,
        index % 2 === 0 ? 'payment.captured' : 'order.paid',
        payment,
        index < webhookCount / 2 ? { eventId: replayedId } : {},
      ),
    );
    return Promise.all([
      Promise.all(verifications),
      Promise.all(webhooks),
      store.payments.reconcile(),
    ]);
  }

  async function paymentEventStates(orderId: string): Promise<string[]> {
    const { rows } = await store.testApp.database.executeSql(
      `select state from pgboss.job where name = 'payment-event' and data->>'providerOrderId' = $1`,
      [orderId],
    );
    return (rows as { state: string }[]).map((row) => row.state);
  }

  const jobsDone = (orderId: string) =>
    eventually(`the payment events of ${orderId} ran`, async () => {
      const states = await paymentEventStates(orderId);
      return states.length > 0 && states.every((state) => state === 'completed');
    });

  it('50 verifications, 10 webhook replays and a reconciliation pass: one ledger row', async () => {
    const buyer = await registerBuyer(store.app);
    const { orderId, payment } = await paidOrder(buyer, 'pack-500');

    const [verifications, webhooks, summary] = await everyPathAtOnce(buyer, orderId, payment, 10);

    expect(new Set(verifications.map((response) => response.statusCode))).toEqual(new Set([200]));
    for (const response of verifications) {
      expect(response.json()).toEqual({
        success: true,
        newCreditsBalance: NEW_ACCOUNT_CREDITS + 500,
        credits: 500,
        amount: 39900,
        currency: 'INR',
        transactionId: payment.id,
        receiptNumber: verifications[0]!.json().receiptNumber,
      });
    }
    expect(verifications[0]!.json().receiptNumber).toEqual(expect.any(Number));
    expect(webhooks.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(summary.errors).toBe(0);

    // One job for the replayed event id, one for each fresh id; each ran once and credited nothing.
    await jobsDone(orderId);
    expect(await paymentEventStates(orderId)).toHaveLength(6);

    const credited = await purchaseCredits(store.db, orderId);
    expect(credited).toEqual([
      expect.objectContaining({
        userId: buyer.userId,
        delta: 500,
        balanceAfter: NEW_ACCOUNT_CREDITS + 500,
      }),
    ]);
    expect(await balanceOf(store.db, buyer.userId)).toBe(NEW_ACCOUNT_CREDITS + 500);
    expect(await spendingAnomalies(store.db, buyer.userId)).toEqual([]);
    expect(await storedOrder(store.db, orderId)).toMatchObject({
      status: 'paid',
      paymentId: payment.id,
    });
  });

  it('two orders of one buyer raced at once are each credited once', async () => {
    const buyer = await registerBuyer(store.app);
    const small = await paidOrder(buyer, 'pack-100');
    const large = await paidOrder(buyer, 'pack-2500');

    // Fewer webhooks here: a worker takes one job per poll, and the point is the second order.
    await Promise.all([
      everyPathAtOnce(buyer, small.orderId, small.payment, 2),
      everyPathAtOnce(buyer, large.orderId, large.payment, 2),
    ]);
    await Promise.all([jobsDone(small.orderId), jobsDone(large.orderId)]);

    expect(await purchaseCredits(store.db, small.orderId)).toEqual([
      expect.objectContaining({ delta: 100 }),
    ]);
    expect(await purchaseCredits(store.db, large.orderId)).toEqual([
      expect.objectContaining({ delta: 2500 }),
    ]);
    expect(await balanceOf(store.db, buyer.userId)).toBe(NEW_ACCOUNT_CREDITS + 100 + 2500);
    expect(await spendingAnomalies(store.db, buyer.userId)).toEqual([]);
  });
});
