import { AccountMessage, CART_MAX_QUANTITY, CommerceMessage, ErrorCode } from '@frameshop/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { creditLedger, licences, users } from '../../db/schema';
import {
  INDIA_ADDRESS,
  registerBuyer,
  setBalance,
  spendingAnomalies,
  useSaleApp,
} from '../../test-support/commerce-fixture';
import { testEngine } from '../../test-support/test-database';
import { ledgerBalance } from '../credits';

interface CartBody {
  lines: { template: { templateId: string }; quantity: number; owned: boolean }[];
}
const quantities = (cart: CartBody) =>
  cart.lines.map((line) => [line.template.templateId, line.quantity]);

describe(`the cart and its checkout on ${testEngine}`, () => {
  const sale = useSaleApp({
    video: { name: 'Neon Intro', price: 120, priceInd: 60 },
    image: { name: 'Poster Frame', kind: 'image', price: 40 },
    film: { name: 'Ocean Film', kind: 'direct-sell', price: 90 },
    pricey: { name: 'Big Launch', price: 450 },
    gift: { name: 'Free Sticker', kind: 'image', price: 0 },
  });
  const { ids } = sale;
  /** Everyone a test registered: their books are checked after each test. */
  let buyers: string[] = [];

  afterEach(async () => {
    for (const userId of buyers) {
      expect(await spendingAnomalies(sale.testApp.database.db, userId), userId).toEqual([]);
    }
    buyers = [];
  });

  async function buyer(remoteAddress?: string) {
    const registered = await registerBuyer(sale.testApp.app, remoteAddress);
    buyers.push(registered.userId);
    return registered;
  }
  const add = (templateId: string, quantity?: unknown) => ({
    templateId,
    ...(quantity === undefined ? {} : { quantity }),
  });
  const ledgerOf = (userId: string) =>
    sale.testApp.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'template_purchase')));
  const licencesOf = (userId: string) =>
    sale.testApp.database.db.select().from(licences).where(eq(licences.userId, userId));

  // ── The cart ───────────────────────────────────────────────────────────────────────────────────

  it('starts empty, with tax shown as none', async () => {
    const { call } = await buyer();
    const cart = await call('GET', '/api/cart');
    expect(cart.statusCode).toBe(200);
    expect(cart.json()).toEqual({ lines: [], itemCount: 0, subtotal: 0, tax: null, total: 0 });
  });

  it('adds to a line, one licence by default, and prices each line and the whole', async () => {
    const { call } = await buyer();
    const first = await call('POST', '/api/add-to-cart', add(ids.video));
    expect(first.statusCode).toBe(200);
    expect(quantities(first.json())).toEqual([[ids.video, 1]]);
    await call('POST', '/api/add-to-cart', add(ids.image, 3));
    const cart = (await call('POST', '/api/add-to-cart', add(ids.video, 2))).json();
    expect(cart).toMatchObject({
      itemCount: 6,
      subtotal: 3 * 120 + 3 * 40,
      tax: null,
      total: 3 * 120 + 3 * 40,
    });
    expect(cart.lines).toHaveLength(2);
    expect(cart.lines[0]).toMatchObject({
      template: { templateId: ids.video, templateName: 'Neon Intro', price: 120 },
      unitPrice: 120,
      quantity: 3,
      lineTotal: 360,
      owned: false,
    });
    expect(Number.isNaN(Date.parse(cart.lines[0].addedAt))).toBe(false);
    expect(cart.lines[1]).toMatchObject({ unitPrice: 40, quantity: 3, lineTotal: 120 });
    // GET answers the same cart the changes answered.
    expect((await call('GET', '/api/cart')).json()).toEqual(cart);
    expect((await call('GET', '/api/profile')).json().cart).toEqual([
      ids.video,
      ids.video,
      ids.video,
      ids.image,
      ids.image,
      ids.image,
    ]);
  });

  it('prices the cart for the caller’s region', async () => {
    const { call } = await buyer(INDIA_ADDRESS);
    await call('POST', '/api/add-to-cart', add(ids.image));
    const cart = (await call('POST', '/api/add-to-cart', add(ids.video, 2))).json();
    expect(cart.lines.map((line: { unitPrice: number }) => line.unitPrice)).toEqual([40, 60]);
    expect(cart.total).toBe(40 + 2 * 60);
  });

  it(`refuses a line of more than ${CART_MAX_QUANTITY} licences, keeping what was there`, async () => {
    const { call } = await buyer();
    await call('POST', '/api/add-to-cart', add(ids.image, CART_MAX_QUANTITY - 1));
    const over = await call('POST', '/api/add-to-cart', add(ids.image, 2));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ error: CommerceMessage.cartLineFull, field: 'quantity' });
    const full = await call('POST', '/api/add-to-cart', add(ids.image, 1));
    expect(quantities(full.json())).toEqual([[ids.image, CART_MAX_QUANTITY]]);
    const overByDelta = await call('POST', '/api/update-cart-quantity', {
      templateId: ids.image,
      delta: 1,
    });
    expect(overByDelta.statusCode).toBe(400);
    expect(overByDelta.json()).toMatchObject({
      error: CommerceMessage.cartLineFull,
      field: 'delta',
    });
    expect(quantities((await call('GET', '/api/cart')).json())).toEqual([
      [ids.image, CART_MAX_QUANTITY],
    ]);
  });

  it('changes a quantity by a delta and removes the line at 0 or less', async () => {
    const { call } = await buyer();
    await call('POST', '/api/add-to-cart', add(ids.video, 2));
    await call('POST', '/api/add-to-cart', add(ids.image, 2));
    const update = (templateId: string, delta: number) =>
      call('POST', '/api/update-cart-quantity', { templateId, delta });

    const up = await update(ids.video, 3);
    expect(up.statusCode).toBe(200);
    expect(quantities(up.json())).toEqual([
      [ids.video, 5],
      [ids.image, 2],
    ]);
    expect(up.json()).toMatchObject({ itemCount: 7, total: 5 * 120 + 2 * 40 });
    expect(quantities((await update(ids.video, -4)).json())).toEqual([
      [ids.video, 1],
      [ids.image, 2],
    ]);
    expect(quantities((await update(ids.image, 0)).json())).toEqual([
      [ids.video, 1],
      [ids.image, 2],
    ]);
    expect(quantities((await update(ids.image, -2)).json())).toEqual([[ids.video, 1]]);
    const removed = await update(ids.video, -50);
    expect(removed.json()).toEqual({ lines: [], itemCount: 0, subtotal: 0, tax: null, total: 0 });

    const gone = await update(ids.video, 1);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: CommerceMessage.notInCart, code: ErrorCode.NotFound });
    expect((await update('999999', 1)).statusCode).toBe(404);
  });

  it('removes a line with DELETE, and removing one that is not there changes nothing', async () => {
    const { call } = await buyer();
    await call('POST', '/api/add-to-cart', add(ids.video));
    await call('POST', '/api/add-to-cart', add(ids.film, 2));
    const removed = await call('DELETE', `/api/cart/${ids.video}`);
    expect(removed.statusCode).toBe(200);
    expect(quantities(removed.json())).toEqual([[ids.film, 2]]);
    expect(removed.json().total).toBe(180);
    const again = await call('DELETE', `/api/cart/${ids.video}`);
    expect(again.statusCode).toBe(200);
    expect(quantities(again.json())).toEqual([[ids.film, 2]]);
    expect((await call('DELETE', '/api/cart/abc')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown template and 400 for a malformed id', async () => {
    const { call } = await buyer();
    const unknown = await call('POST', '/api/add-to-cart', add('999999'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(CommerceMessage.templateNotFound);
    for (const templateId of ['abc', '', '-1', '1.5', null]) {
      const bad = await call('POST', '/api/add-to-cart', add(templateId as string));
      expect(bad.statusCode, String(templateId)).toBe(400);
      expect(bad.json().error).toMatch(/templateId/);
      const badUpdate = await call('POST', '/api/update-cart-quantity', { templateId, delta: 1 });
      expect(badUpdate.statusCode, String(templateId)).toBe(400);
    }
    expect((await call('GET', '/api/cart')).json().lines).toEqual([]);
  });

  it('refuses quantities that are not whole numbers from 1 to 99, naming the field', async () => {
    const { call } = await buyer();
    await call('POST', '/api/add-to-cart', add(ids.image, 2));
    for (const quantity of [0, -1, 100, 1e9, 1.5, '2', null, 'two', true, [1], {}]) {
      const bad = await call('POST', '/api/add-to-cart', add(ids.image, quantity));
      expect(bad.statusCode, JSON.stringify(quantity)).toBe(400);
      expect(bad.json().code).toBe(ErrorCode.ValidationFailed);
      expect(bad.json().error).toBe(
        `body.quantity: quantity must be a whole number from 1 to ${CART_MAX_QUANTITY}`,
      );
    }
    for (const delta of [1e9, -1e9, 1.5, '2', null, 'one', undefined, Number.MAX_SAFE_INTEGER]) {
      const bad = await call('POST', '/api/update-cart-quantity', { templateId: ids.image, delta });
      expect(bad.statusCode, String(delta)).toBe(400);
      expect(bad.json().error, String(delta)).toMatch(/^body\.delta: .*delta/);
    }
    expect(quantities((await call('GET', '/api/cart')).json())).toEqual([[ids.image, 2]]);
  });

  it('never shows or changes another user’s cart line', async () => {
    const alice = await buyer();
    const bob = await buyer();
    await alice.call('POST', '/api/add-to-cart', add(ids.video, 4));

    expect((await bob.call('GET', '/api/cart')).json().lines).toEqual([]);
    const update = await bob.call('POST', '/api/update-cart-quantity', {
      templateId: ids.video,
      delta: -4,
    });
    expect(update.statusCode).toBe(404);
    const removed = await bob.call('DELETE', `/api/cart/${ids.video}`);
    expect(removed.json().lines).toEqual([]);
    const bobs = await bob.call('POST', '/api/add-to-cart', add(ids.video, 1));
    expect(quantities(bobs.json())).toEqual([[ids.video, 1]]);
    await bob.call('POST', '/api/update-cart-quantity', { templateId: ids.video, delta: 2 });
    await bob.call('DELETE', `/api/cart/${ids.video}`);
    expect((await bob.call('GET', '/api/cart')).json().lines).toEqual([]);

    expect(quantities((await alice.call('GET', '/api/cart')).json())).toEqual([[ids.video, 4]]);
    // Bob's checkout buys nothing of Alice's.
    const checkout = await bob.call('POST', '/api/checkout', {});
    expect(checkout.statusCode).toBe(400);
    expect(quantities((await alice.call('GET', '/api/cart')).json())).toEqual([[ids.video, 4]]);
  });

  it('turns away a visitor without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/cart'],
      ['POST', '/api/add-to-cart'],
      ['POST', '/api/update-cart-quantity'],
      ['DELETE', `/api/cart/${ids.video}`],
      ['POST', '/api/checkout'],
    ] as const) {
      const response = await sale.testApp.app.inject({
        method,
        url,
        ...(method === 'POST' ? { payload: { templateId: ids.video, delta: 1 } } : {}),
      });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('refuses a checkout by a visitor, a bad token or a revoked session in the words of every signed-in route', async () => {
    const checkout = (headers: Record<string, string>, payload: Record<string, unknown> = {}) =>
      sale.testApp.app.inject({ method: 'POST', url: '/api/checkout', headers, payload });
    const visitor = await checkout({});
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error).toBe(AccountMessage.noAuthToken);
    const forged = await checkout({ authorization: 'Bearer not.a.token' });
    expect(forged.json().error).toBe(AccountMessage.sessionExpired);

    const { userId, token, call } = await buyer();
    await call('POST', '/api/add-to-cart', add(ids.image, 2));
    const cartBefore = (await call('GET', '/api/cart')).json();
    // What a password reset does: tokens of the old version stop working.
    await sale.testApp.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId));
    const revoked = await checkout({ authorization: `Bearer ${token}` }, { expectedTotal: 80 });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error).toBe(AccountMessage.sessionExpired);
    // Refused before its body is read, as the other signed-in routes are.
    const badBody = await checkout({}, { expectedTotal: 'eighty' });
    expect(badBody.statusCode).toBe(401);
    expect(await licencesOf(userId)).toEqual([]);
    expect(await ledgerBalance(sale.testApp.database.db, userId)).toBe(500);
    await sale.testApp.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} - 1` })
      .where(eq(users.id, userId));
    expect((await call('GET', '/api/cart')).json()).toEqual(cartBefore);
  });

  // ── Checkout ───────────────────────────────────────────────────────────────────────────────────

  it('buys every line in one transaction: one charge, one licence per quantity', async () => {
    const { userId, call } = await buyer();
    await call('POST', '/api/add-to-cart', add(ids.video, 2));
    await call('POST', '/api/add-to-cart', add(ids.image, 1));
    const total = 2 * 120 + 40;
    const response = await call('POST', '/api/checkout', { expectedTotal: total });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      message: CommerceMessage.checkedOut,
      creditsCharged: total,
      remainingCredits: 500 - total,
    });
    expect(
      answer.licences
        .map((licence: { templateId: string; templateName: string; creditsPaid: number }) => [
          licence.templateId,
          licence.templateName,
          licence.creditsPaid,
        ])
        .sort(),
    ).toEqual(
      [
        [ids.video, 'Neon Intro', 120],
        [ids.video, 'Neon Intro', 120],
        [ids.image, 'Poster Frame', 40],
      ].sort(),
    );

    const spends = await ledgerOf(userId);
    expect(spends).toHaveLength(1);
    expect(spends[0]).toMatchObject({ delta: -total, balanceAfter: 500 - total });
    const granted = await licencesOf(userId);
    expect(granted).toHaveLength(3);
    expect(new Set(granted.map((licence) => licence.ledgerId))).toEqual(new Set([spends[0]!.id]));
    expect(granted.every((licence) => licence.source === 'checkout')).toBe(true);
    expect(granted.map((licence) => licence.id).sort()).toEqual(
      answer.licences.map((licence: { licenceId: string }) => licence.licenceId).sort(),
    );

    expect((await call('GET', '/api/cart')).json()).toMatchObject({ lines: [], total: 0 });
    expect(await ledgerBalance(sale.testApp.database.db, userId)).toBe(500 - total);
    const profile = (await call('GET', '/api/profile')).json();
    expect(profile.credits).toBe(500 - total);
    expect(profile.cart).toEqual([]);
    expect([...profile.purchasedTemplates].sort()).toEqual([ids.video, ids.image].sort());
    expect(profile.paymentHistory).toHaveLength(3);
    expect(
      profile.paymentHistory
        .map((item: { templateId: string; creditsCost: number; templateType: string }) => [
          item.templateId,
          item.creditsCost,
          item.templateType,
        ])
        .sort(),
    ).toEqual(
      [
        [ids.video, 120, 'video'],
        [ids.video, 120, 'video'],
        [ids.image, 40, 'image'],
      ].sort(),
    );
    const library = (await call('GET', '/api/purchases')).json().purchases;
    const video = library.find(
      (entry: { template: { templateId: string } }) => entry.template.templateId === ids.video,
    );
    expect(video).toMatchObject({ creditsPaid: 240 });
    expect(video.licences).toHaveLength(2);
  });

  it('answers 400 for an empty cart and charges nothing', async () => {
    const { userId, call } = await buyer();
    const response = await call('POST', '/api/checkout', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(CommerceMessage.cartEmpty);
    const withoutBody = await call('POST', '/api/checkout');
    expect(withoutBody.statusCode).toBe(400);
    expect(await ledgerOf(userId)).toEqual([]);
  });

  it('refuses a total the balance cannot cover, leaving the cart and the balance as they were', async () => {
    const { userId, call } = await buyer();
    await call('POST', '/api/add-to-cart', add(ids.image, 2));
    await call('POST', '/api/add-to-cart', add(ids.pricey));
    const cartBefore = (await call('GET', '/api/cart')).json();
    expect(cartBefore.total).toBe(530);
    const response = await call('POST', '/api/checkout', { expectedTotal: 530 });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      error: CommerceMessage.notEnoughCredits,
      code: ErrorCode.InsufficientCredits,
      creditsRequired: 530,
      userCredits: 500,
    });
    // All or nothing: not even the lines the balance could have covered.
    expect(await licencesOf(userId)).toEqual([]);
    expect(await ledgerOf(userId)).toEqual([]);
    expect((await call('GET', '/api/cart')).json()).toEqual(cartBefore);
    expect(await ledgerBalance(sale.testApp.database.db, userId)).toBe(500);

    await setBalance(sale.testApp.database.db, userId, 500, 530);
    const paid = await call('POST', '/api/checkout', { expectedTotal: 530 });
    expect(paid.json()).toMatchObject({ creditsCharged: 530, remainingCredits: 0 });
  });

  it('answers 409 with the current total when the total shown is not the total', async () => {
    const { userId, call } = await buyer(INDIA_ADDRESS);
    await call('POST', '/api/add-to-cart', add(ids.video, 2));
    // The global price, shown somewhere else, is not what this buyer pays.
    const response = await call('POST', '/api/checkout', { expectedTotal: 240 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: CommerceMessage.totalChanged,
      code: ErrorCode.PriceChanged,
      currentTotal: 120,
    });
    expect(await ledgerOf(userId)).toEqual([]);
    expect(quantities((await call('GET', '/api/cart')).json())).toEqual([[ids.video, 2]]);
    for (const expectedTotal of [-1, 1.5, '120', null]) {
      const bad = await call('POST', '/api/checkout', { expectedTotal });
      expect(bad.statusCode, String(expectedTotal)).toBe(400);
      expect(bad.json().error).toMatch(/expectedTotal/);
    }
    const paid = await call('POST', '/api/checkout', { expectedTotal: 120 });
    expect(paid.json()).toMatchObject({ creditsCharged: 120, remainingCredits: 380 });
  });

  it('answers a retried Idempotency-Key with the first answer and charges once', async () => {
    const { userId, call } = await buyer();
    await call('POST', '/api/add-to-cart', add(ids.film, 2));
    const key = { 'idempotency-key': 'checkout-retry-1' };
    const first = await call('POST', '/api/checkout', { expectedTotal: 180 }, key);
    expect(first.statusCode).toBe(200);
    const retry = await call('POST', '/api/checkout', { expectedTotal: 180 }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await ledgerOf(userId)).toHaveLength(1);
    expect(await licencesOf(userId)).toHaveLength(2);
    expect(await ledgerBalance(sale.testApp.database.db, userId)).toBe(320);

    // Without the key, a second checkout of the now empty cart is just that.
    const fresh = await call('POST', '/api/checkout', { expectedTotal: 180 });
    expect(fresh.json().error).toBe(CommerceMessage.cartEmpty);
    const otherRequest = await call('POST', '/api/checkout', { expectedTotal: 90 }, key);
    expect(otherRequest.statusCode).toBe(422);
    expect(otherRequest.json().code).toBe(ErrorCode.IdempotencyKeyReused);
  });

  it('answers with the very licences it wrote, paid or free, and keeps either answer for its key', async () => {
    const { userId, call } = await buyer();
    const licenceRows = async () =>
      (await licencesOf(userId))
        .map((row) => [row.id, String(row.templateId), row.creditsPaid])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    const named = (answer: {
      licences: { licenceId: string; templateId: string; creditsPaid: number }[];
    }) =>
      answer.licences
        .map((licence) => [licence.licenceId, licence.templateId, licence.creditsPaid])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])));

    await call('POST', '/api/add-to-cart', add(ids.image, 2));
    const paidKey = { 'idempotency-key': 'named-licences-1' };
    const paid = await call('POST', '/api/checkout', { expectedTotal: 80 }, paidKey);
    expect(paid.json()).toMatchObject({ creditsCharged: 80, remainingCredits: 420 });
    expect(named(paid.json())).toEqual(await licenceRows());
    expect(await licenceRows()).toHaveLength(2);

    // A cart of free templates charges nothing, and its answer is kept all the same.
    await call('POST', '/api/add-to-cart', add(ids.gift, 3));
    const freeKey = { 'idempotency-key': 'named-licences-2' };
    const free = await call('POST', '/api/checkout', { expectedTotal: 0 }, freeKey);
    expect(free.json()).toMatchObject({ creditsCharged: 0, remainingCredits: 420 });
    const retried = await call('POST', '/api/checkout', { expectedTotal: 0 }, freeKey);
    expect(retried.json()).toEqual(free.json());
    expect(await call('POST', '/api/checkout', { expectedTotal: 80 }, paidKey)).toMatchObject({
      statusCode: 200,
    });
    expect((await call('POST', '/api/checkout', {}, paidKey)).statusCode).toBe(422);
    expect(named(free.json()).concat(named(paid.json())).sort()).toEqual(
      (await licenceRows()).sort(),
    );
    expect(await licenceRows()).toHaveLength(5);
    expect(await ledgerOf(userId)).toHaveLength(1);
  });

  it('says on the line when a template is owned, and sells extra licences of it', async () => {
    const { userId, call } = await buyer();
    const bought = await call('POST', '/api/purchase-template', {
      templateId: ids.image,
      templateType: 'image',
    });
    expect(bought.json().creditsCharged).toBe(40);
    await call('POST', '/api/add-to-cart', add(ids.image, 2));
    const cart = (await call('POST', '/api/add-to-cart', add(ids.film))).json();
    expect(
      cart.lines.map((line: { owned: boolean; lineTotal: number }) => [line.owned, line.lineTotal]),
    ).toEqual([
      [true, 80],
      [false, 90],
    ]);
    const checkout = await call('POST', '/api/checkout', { expectedTotal: 170 });
    expect(checkout.json()).toMatchObject({
      creditsCharged: 170,
      remainingCredits: 500 - 40 - 170,
    });
    expect(await licencesOf(userId)).toHaveLength(4);
    const library = (await call('GET', '/api/purchases')).json().purchases;
    const image = library.find(
      (entry: { template: { templateId: string } }) => entry.template.templateId === ids.image,
    );
    expect(image).toMatchObject({ creditsPaid: 120 });
    expect(image.licences).toHaveLength(3);
    // Still owned from the first purchase: downloading it costs nothing.
    const download = await call('POST', '/api/download-template', { templateId: ids.image });
    expect(download.json()).toMatchObject({ charged: false, licenceId: bought.json().licenceId });
  });
});
