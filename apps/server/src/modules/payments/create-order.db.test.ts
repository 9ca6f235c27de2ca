import {
  CREDIT_PACKS,
  ErrorCode,
  PaymentMessage,
  tooManyOpenOrdersMessage,
} from '@frameshop/contract';
import { describe, expect, it } from 'vitest';
import { registerBuyer } from '../../test-support/commerce-fixture';
import {
  ageOrder,
  storedOrder,
  storedOrdersOf,
  useRazorpayApp,
} from '../../test-support/payments-fixture';
import { testEngine } from '../../test-support/test-database';
import { expectServerError } from '../../test-support/answered-routes';

describe(`making a credit pack order at Razorpay on ${testEngine}`, () => {
  const store = useRazorpayApp();

  it.each(CREDIT_PACKS.map((pack) => [pack.id, pack] as const))(
    'makes an order for %s at Razorpay, for the amount in paise, and keeps it',
    async (packId, pack) => {
      const { userId, call } = await registerBuyer(store.app);
      const response = await call('POST', '/api/create-razorpay-order', { packId });
      expect(response.statusCode).toBe(200);
      const answer = response.json();
      expect(answer).toEqual({
        orderId: expect.stringMatching(/^order_\w{14}$/),
        packId,
        amount: pack.priceInr * 100,
        currency: 'INR',
        credits: pack.credits,
        keyId: store.razorpay.keyId,
        provider: 'razorpay',
      });

      const stored = await storedOrder(store.db, answer.orderId);
      expect(stored).toMatchObject({
        userId,
        packId,
        credits: pack.credits,
        amount: pack.priceInr * 100,
        currency: 'INR',
        provider: 'razorpay',
        status: 'created',
        paymentId: null,
      });
      const atRazorpay = store.razorpay.orders.get(answer.orderId);
      expect(atRazorpay).toMatchObject({
        amount: pack.priceInr * 100,
        currency: 'INR',
        receipt: stored.id,
        notes: { userId, packId },
        status: 'created',
      });
      // Captured automatically, so an order is paid when checkout says so.
      expect([1, true, '1']).toContainEqual(atRazorpay?.payment_capture);
      const request = store.razorpay.requests.at(-1);
      expect(request).toMatchObject({ method: 'POST', path: '/v1/orders', authorized: true });
    },
  );

  it.each([
    ['the amount in rupees and the credits', { amount: 399, credits: 500 }, 'pack-500'],
    [
      'the amount, credits and currency',
      { amount: 1499, credits: 2500, currency: 'INR' },
      'pack-2500',
    ],
    ['the pack and the matching amount', { packId: 'pack-1000', amount: 699 }, 'pack-1000'],
    [
      'the pack with every field matching',
      { packId: 'pack-100', amount: 1, credits: 100, currency: 'INR' },
      'pack-100',
    ],
  ])('accepts the spec’s fields when they name one pack exactly: %s', async (_, body, packId) => {
    const { call } = await registerBuyer(store.app);
    const response = await call('POST', '/api/create-razorpay-order', body);
    expect(response.statusCode).toBe(200);
    const pack = CREDIT_PACKS.find((each) => each.id === packId);
    expect(response.json()).toMatchObject({
      packId,
      credits: pack?.credits,
      amount: (pack?.priceInr ?? 0) * 100,
    });
  });

  it.each([
    ['nothing', {}],
    ['an unknown pack', { packId: 'pack-42' }],
    ['a pack with another pack’s amount', { packId: 'pack-500', amount: 699 }],
    ['a pack with more credits than it has', { packId: 'pack-500', credits: 1000 }],
    ['an amount with another pack’s credits', { amount: 399, credits: 1000 }],
    ['the amount in paise', { amount: 39900, credits: 500 }],
    ['the amount alone', { amount: 399 }],
    ['the credits alone', { credits: 500 }],
    ['another currency', { amount: 399, credits: 500, currency: 'USD' }],
    ['a lower-case currency', { packId: 'pack-500', currency: 'inr' }],
    ['the amount as a string', { amount: '399', credits: 500 }],
    ['the credits as a string', { amount: 399, credits: '500' }],
    ['a number for the pack', { packId: 500 }],
    ['negative amounts', { amount: -399, credits: -500 }],
    ['a zero amount', { amount: 0, credits: 500 }],
    ['a fraction of a rupee', { amount: 398.5, credits: 500 }],
    ['a field the endpoint does not know', { packId: 'pack-500', discount: 100 }],
  ])('refuses %s with 400, and no order is made anywhere', async (_, body) => {
    const { userId, call } = await registerBuyer(store.app);
    const ordersAtRazorpay = store.razorpay.orders.size;
    const response = await call('POST', '/api/create-razorpay-order', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: expect.any(String) });
    expect(await storedOrdersOf(store.db, userId)).toEqual([]);
    expect(store.razorpay.orders.size).toBe(ordersAtRazorpay);
  });

  it('names the packs on offer when the pack is unknown', async () => {
    const { call } = await registerBuyer(store.app);
    const response = await call('POST', '/api/create-razorpay-order', { packId: 'pack-42' });
    expect(response.json()).toMatchObject({ error: PaymentMessage.unknownPack });
  });

  it('refuses a visitor who is not signed in, before asking Razorpay', async () => {
    const requests = store.razorpay.requests.length;
    const response = await store.app.inject({
      method: 'POST',
      url: '/api/create-razorpay-order',
      payload: { packId: 'pack-500' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: expect.any(String) });
    expect(store.razorpay.requests).toHaveLength(requests);
  });

  it('answers 503 and keeps no order while Razorpay answers with errors', async () => {
    const { userId, call } = await registerBuyer(store.app);
    store.razorpay.failApiWith(500);
    try {
      const response = await expectServerError(() =>
        call('POST', '/api/create-razorpay-order', { packId: 'pack-500' }),
      );
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ error: PaymentMessage.providerUnavailable });
    } finally {
      store.razorpay.failApiWith(null);
    }
    expect(await storedOrdersOf(store.db, userId)).toEqual([]);
    // Razorpay is back: the next try goes through.
    const retried = await call('POST', '/api/create-razorpay-order', { packId: 'pack-500' });
    expect(retried.statusCode).toBe(200);
  });
});

describe(`making an order while Razorpay cannot be reached on ${testEngine}`, () => {
  const store = useRazorpayApp();

  it('answers 503 and keeps no order when nothing answers at the API address', async () => {
    const { userId, call } = await registerBuyer(store.app);
    await store.razorpay.close();
    const response = await expectServerError(() =>
      call('POST', '/api/create-razorpay-order', { packId: 'pack-1000' }),
    );
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: PaymentMessage.providerUnavailable });
    expect(await storedOrdersOf(store.db, userId)).toEqual([]);
  });
});

describe(`making an order with a key secret Razorpay does not accept on ${testEngine}`, () => {
  const store = useRazorpayApp({ env: { RAZORPAY_KEY_SECRET: 'not-the-key-secret' } });

  it('answers 503 and keeps no order when Razorpay refuses the credentials', async () => {
    const { userId, call } = await registerBuyer(store.app);
    const response = await expectServerError(() =>
      call('POST', '/api/create-razorpay-order', { packId: 'pack-500' }),
    );
    expect(response.statusCode).toBe(503);
    expect(store.razorpay.requests.at(-1)).toMatchObject({ path: '/v1/orders', authorized: false });
    expect(store.razorpay.orders.size).toBe(0);
    expect(await storedOrdersOf(store.db, userId)).toEqual([]);
  });
});

describe(`unpaid orders of one buyer on ${testEngine}`, () => {
  const store = useRazorpayApp();

  const ordersMadeAtRazorpay = () =>
    store.razorpay.requests.filter(
      (request) => request.method === 'POST' && request.path === '/v1/orders',
    ).length;

  it('hands out a fresh unpaid order of the same pack again, even to a burst of clicks', async () => {
    const { userId, call } = await registerBuyer(store.app);
    const before = ordersMadeAtRazorpay();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        call('POST', '/api/create-razorpay-order', { packId: 'pack-500' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map((answer) => answer.json().orderId)).size).toBe(1);
    expect(ordersMadeAtRazorpay() - before).toBe(1);
    expect(await storedOrdersOf(store.db, userId)).toHaveLength(1);

    // Another pack is another order.
    const other = await call('POST', '/api/create-razorpay-order', { packId: 'pack-1000' });
    expect(other.json().orderId).not.toBe(answers[0]?.json().orderId);
    expect(ordersMadeAtRazorpay() - before).toBe(2);
  });

  it('makes a new order once the unpaid one is no longer fresh, up to five waiting in an hour', async () => {
    const { userId, call } = await registerBuyer(store.app);
    const made: string[] = [];
    for (let n = 0; n < 5; n++) {
      const answer = await call('POST', '/api/create-razorpay-order', { packId: 'pack-500' });
      expect(answer.statusCode).toBe(200);
      made.push(answer.json().orderId);
      // Sixteen minutes old: too old to hand out again, still waiting within the hour.
      await ageOrder(store.db, answer.json().orderId, 16 * 60_000);
    }
    expect(new Set(made).size).toBe(5);
    const before = ordersMadeAtRazorpay();
    const refused = await call('POST', '/api/create-razorpay-order', { packId: 'pack-500' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: tooManyOpenOrdersMessage(5),
      code: ErrorCode.RateLimited,
      openOrders: 5,
    });
    expect(ordersMadeAtRazorpay()).toBe(before);
    expect(await storedOrdersOf(store.db, userId)).toHaveLength(5);

    // An hour on, the old ones no longer count.
    for (const orderId of made) await ageOrder(store.db, orderId, 61 * 60_000);
    const later = await call('POST', '/api/create-razorpay-order', { packId: 'pack-500' });
    expect(later.statusCode).toBe(200);
  });
});
