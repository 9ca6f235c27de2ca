import { NEW_ACCOUNT_CREDITS, PaymentMessage } from '@frameshop/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { registerBuyer, spendingAnomalies } from '../../test-support/commerce-fixture';
import { insertAdmin } from '../../test-support/admin-fixture';
import { resetCreditPacks, savePack } from '../../test-support/credit-packs-fixture';
import {
  balanceOf,
  purchaseCredits,
  storedOrder,
  useRazorpayApp,
} from '../../test-support/payments-fixture';
import { testEngine } from '../../test-support/test-database';

type Buyer = Awaited<ReturnType<typeof registerBuyer>>;

/**
 * The owner reprices packs while buyers pay: a new order is made at the pack's price now, and an
 * order made before keeps the credits and amount it was made with, whichever way it is credited.
 */
describe(`repricing a credit pack on ${testEngine}`, () => {
  const store = useRazorpayApp({ env: { PAYMENTS_RECONCILE_AFTER_SECONDS: '0' } });
  beforeEach(() => resetCreditPacks(store.db));

  const order = async (buyer: Buyer, body: Record<string, unknown>) => {
    const made = await buyer.call('POST', '/api/create-razorpay-order', body);
    expect(made.statusCode).toBe(200);
    return made.json<{ orderId: string; amount: number; credits: number }>();
  };

  it('makes a new order at the price the owner set, and for the credits', async () => {
    const admin = await insertAdmin(store.app, store.db);
    expect((await savePack(admin, 'pack-500', { credits: 600, priceInr: 449 })).statusCode).toBe(
      200,
    );
    const buyer = await registerBuyer(store.app);
    const made = await order(buyer, { packId: 'pack-500' });
    expect(made).toMatchObject({ amount: 44900, credits: 600 });
    expect(await storedOrder(store.db, made.orderId)).toMatchObject({
      packId: 'pack-500',
      amount: 44900,
      credits: 600,
    });
    expect(store.razorpay.orders.get(made.orderId)).toMatchObject({ amount: 44900 });
    // The spec's client names the pack by its price and credits now, not the old ones.
    expect(await order(buyer, { amount: 449, credits: 600 })).toMatchObject({
      orderId: made.orderId,
    });
    const old = await buyer.call('POST', '/api/create-razorpay-order', {
      amount: 399,
      credits: 500,
    });
    expect(old.statusCode).toBe(400);
  });

  it('credits an order made before the change at its own credits and amount', async () => {
    const buyer = await registerBuyer(store.app);
    const before = await order(buyer, { packId: 'pack-500' });
    expect(before).toMatchObject({ amount: 39900, credits: 500 });

    const admin = await insertAdmin(store.app, store.db);
    await savePack(admin, 'pack-500', { credits: 600, priceInr: 449 });

    const payment = store.razorpay.pay(before.orderId);
    const verified = await buyer.call('POST', '/api/verify-razorpay-payment', {
      razorpay_order_id: before.orderId,
      razorpay_payment_id: payment.id,
      razorpay_signature: store.razorpay.signCheckout(before.orderId, payment.id),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      credits: 500,
      amount: 39900,
      newCreditsBalance: NEW_ACCOUNT_CREDITS + 500,
    });
    expect(await purchaseCredits(store.db, before.orderId)).toEqual([
      expect.objectContaining({ delta: 500 }),
    ]);
    expect(await storedOrder(store.db, before.orderId)).toMatchObject({
      status: 'paid',
      amount: 39900,
      credits: 500,
    });
    expect(await spendingAnomalies(store.db, buyer.userId)).toEqual([]);
  });

  it('credits an order found paid by reconciliation at its own credits, not the pack’s', async () => {
    const buyer = await registerBuyer(store.app);
    const before = await order(buyer, { packId: 'pack-1000' });
    const admin = await insertAdmin(store.app, store.db);
    await savePack(admin, 'pack-1000', { credits: 1200, priceInr: 799 });
    // Still fresh and unpaid, the old order is not handed out again: it is not the pack on sale.
    const again = await order(buyer, { packId: 'pack-1000' });
    expect(again.orderId).not.toBe(before.orderId);
    expect(again).toMatchObject({ amount: 79900, credits: 1200 });
    // Paid for exactly the order's amount, ₹699, which is no longer the pack's price.
    store.razorpay.pay(before.orderId);

    const summary = await store.payments.reconcile(new Date(Date.now() + 60_000));
    expect(summary).toMatchObject({ credited: 1, errors: 0 });
    expect(await balanceOf(store.db, buyer.userId)).toBe(NEW_ACCOUNT_CREDITS + 1000);
    expect(await storedOrder(store.db, before.orderId)).toMatchObject({
      status: 'paid',
      amount: 69900,
      credits: 1000,
    });
  });

  it('makes no order for a pack taken off sale', async () => {
    const admin = await insertAdmin(store.app, store.db);
    await savePack(admin, 'pack-2500', { active: false });
    const buyer = await registerBuyer(store.app);
    const refused = await buyer.call('POST', '/api/create-razorpay-order', { packId: 'pack-2500' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: PaymentMessage.unknownPack });
  });
});
