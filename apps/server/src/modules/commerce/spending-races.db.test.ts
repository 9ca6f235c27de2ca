import { CommerceMessage, ErrorCode } from '@frameshop/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, licences } from '../../db/schema';
import {
  insertSaleTemplates,
  registerBuyer,
  setBalance,
  spendingAnomalies,
  useSaleApp,
} from '../../test-support/commerce-fixture';
import { testEngine } from '../../test-support/test-database';
import { ledgerBalance } from '../credits';

/**
 * Many requests of one account at once, through the HTTP API. On PostgreSQL the pool runs them on
 * several connections for real; on PGlite they interleave between statements. Either way a credit
 * is spent once, on exactly what it paid for.
 */
describe(`spending races on ${testEngine}`, () => {
  // The per-address ceiling would otherwise turn the crowd away: the races are the point.
  const sale = useSaleApp(
    {
      hot: { name: 'Hot Intro', price: 120 },
      image: { name: 'Hot Frame', kind: 'image', price: 40 },
      film: { name: 'Hot Film', kind: 'direct-sell', price: 90 },
      x: { name: 'Cart X', price: 60 },
      y: { name: 'Cart Y', kind: 'image', price: 40 },
      z: { name: 'Other Z', kind: 'direct-sell', price: 70 },
      w: { name: 'Other W', kind: 'image', price: 30 },
    },
    { RATE_LIMIT_MAX: '1000000' },
  );
  const { ids } = sale;
  let cheap: string[] = [];
  beforeAll(async () => {
    const many = await insertSaleTemplates(
      sale.testApp.database.db,
      Array.from({ length: 200 }, (_, index) => ({ name: `Bulk ${index}`, price: 7 })),
    );
    cheap = many.map((row) => String(row.id));
  });

  const db = () => sale.testApp.database.db;
  const spendsOf = async (userId: string) =>
    (await db().select().from(creditLedger).where(eq(creditLedger.userId, userId))).filter(
      (row) => row.reason === 'template_purchase',
    );
  const licencesOf = (userId: string) =>
    db().select().from(licences).where(eq(licences.userId, userId));
  const statuses = (responses: LightMyRequestResponse[]) =>
    responses.map((response) => response.statusCode);
  const count = <T>(items: T[], wanted: T) => items.filter((item) => item === wanted).length;

  it('lets exactly as many of 200 parallel purchases through as the balance covers', async () => {
    const { userId, call } = await registerBuyer(sale.testApp.app);
    const balance = 500;
    const bought = Math.floor(balance / 7);
    const responses = await Promise.all(
      cheap.map((templateId) => call('POST', '/api/purchase-template', { templateId })),
    );
    const succeeded = responses.filter((response) => response.statusCode === 200);
    const refused = responses.filter((response) => response.statusCode === 402);
    expect(succeeded).toHaveLength(bought);
    expect(refused).toHaveLength(cheap.length - bought);
    for (const response of refused) {
      expect(response.json()).toMatchObject({
        code: ErrorCode.InsufficientCredits,
        creditsRequired: 7,
        userCredits: balance % 7,
      });
    }
    // Each success saw the balance the one before it left: no two spent the same credits.
    expect(
      succeeded.map((response) => response.json().remainingCredits).sort((a, b) => b - a),
    ).toEqual(Array.from({ length: bought }, (_, index) => balance - 7 * (index + 1)));

    expect(await ledgerBalance(db(), userId)).toBe(balance % 7);
    const owned = await licencesOf(userId);
    expect(owned).toHaveLength(bought);
    expect(new Set(owned.map((licence) => licence.templateId)).size).toBe(bought);
    const spends = await spendsOf(userId);
    expect(spends).toHaveLength(bought);
    expect(new Set(owned.map((licence) => licence.ledgerId))).toEqual(
      new Set(spends.map((spend) => spend.id)),
    );
    expect(await spendingAnomalies(db(), userId)).toEqual([]);
  });

  it('charges once for 50 parallel purchases of one template without a key', async () => {
    const { userId, call } = await registerBuyer(sale.testApp.app);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('POST', '/api/purchase-template', { templateId: ids.hot }),
      ),
    );
    expect(new Set(statuses(responses))).toEqual(new Set([200]));
    const answers = responses.map((response) => response.json());
    expect(
      count(
        answers.map((answer) => answer.alreadyPurchased),
        true,
      ),
    ).toBe(49);
    expect(answers.find((answer) => !answer.alreadyPurchased)).toMatchObject({
      message: CommerceMessage.purchased,
      creditsCharged: 120,
      remainingCredits: 380,
    });
    for (const answer of answers.filter((each) => each.alreadyPurchased)) {
      expect(answer).toMatchObject({
        message: CommerceMessage.alreadyPurchased,
        creditsCharged: 0,
        remainingCredits: 380,
      });
    }
    expect(new Set(answers.map((answer) => answer.licenceId)).size).toBe(1);
    expect(await spendsOf(userId)).toHaveLength(1);
    expect(await licencesOf(userId)).toHaveLength(1);
    expect(await ledgerBalance(db(), userId)).toBe(380);
    expect(await spendingAnomalies(db(), userId)).toEqual([]);
  });

  it('answers 50 parallel purchases sharing one Idempotency-Key alike, charging once', async () => {
    const { userId, call } = await registerBuyer(sale.testApp.app);
    const key = { 'idempotency-key': 'one-click-many-retries' };
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('POST', '/api/purchase-template', { templateId: ids.hot }, key),
      ),
    );
    expect(new Set(statuses(responses))).toEqual(new Set([200]));
    const first = responses[0]!.json();
    expect(first).toMatchObject({ alreadyPurchased: false, creditsCharged: 120 });
    for (const response of responses) expect(response.json()).toEqual(first);
    expect(await spendsOf(userId)).toHaveLength(1);
    expect(await licencesOf(userId)).toHaveLength(1);
    expect(await ledgerBalance(db(), userId)).toBe(380);
  });

  it('charges once for 50 parallel first downloads', async () => {
    const { userId, call } = await registerBuyer(sale.testApp.app);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call('POST', '/api/download-template', {
          templateId: index % 2 ? ids.film : `${ids.film}-template`,
          templateType: 'direct-sell',
        }),
      ),
    );
    expect(new Set(statuses(responses))).toEqual(new Set([200]));
    const answers = responses.map((response) => response.json());
    expect(
      count(
        answers.map((answer) => answer.charged),
        true,
      ),
    ).toBe(1);
    expect(answers.find((answer) => answer.charged)).toMatchObject({
      creditsCharged: 90,
      remainingCredits: 410,
    });
    expect(new Set(answers.map((answer) => answer.licenceId)).size).toBe(1);
    for (const answer of answers) {
      expect(answer.remainingCredits).toBe(410);
      expect(answer.downloadUrl).toMatch(/^\/media\/private\/compiled\/sale-film\.mp4\?/);
    }
    expect(await spendsOf(userId)).toHaveLength(1);
    expect(await licencesOf(userId)).toHaveLength(1);
    expect(await spendingAnomalies(db(), userId)).toEqual([]);
  });

  it('never spends a credit twice when checkouts race purchases and downloads', async () => {
    // Balances from plenty down to less than the cart: some checkouts must fail, all or nothing.
    const balances = [1000, 400, 230, 160, 120, 60];
    const cartTotal = 2 * 60 + 40;
    const buyers = await Promise.all(
      balances.map(async (credits) => {
        const registered = await registerBuyer(sale.testApp.app);
        await setBalance(db(), registered.userId, 500, credits);
        await registered.call('POST', '/api/add-to-cart', { templateId: ids.x, quantity: 2 });
        await registered.call('POST', '/api/add-to-cart', { templateId: ids.y });
        return registered;
      }),
    );

    const rounds = await Promise.all(
      buyers.map(({ call }) => {
        const buy = (templateId: string) => call('POST', '/api/purchase-template', { templateId });
        const fetchFile = (templateId: string) =>
          call('POST', '/api/download-template', { templateId });
        const checkout = (headers: Record<string, string> = {}) =>
          call('POST', '/api/checkout', { expectedTotal: cartTotal }, headers);
        const key = { 'idempotency-key': 'checkout-race' };
        return Promise.all([
          buy(ids.x),
          checkout(),
          fetchFile(ids.y),
          buy(ids.z),
          checkout(key),
          fetchFile(ids.x),
          buy(ids.y),
          fetchFile(ids.z),
          checkout(),
          buy(ids.w),
          checkout(key),
          fetchFile(ids.w),
          buy(ids.x),
          fetchFile(ids.y),
        ]);
      }),
    );

    for (const [index, { userId, call }] of buyers.entries()) {
      const responses = rounds[index]!;
      for (const response of responses) {
        // Bought, already owned, not enough credits, or a cart another checkout emptied: never a 5xx.
        expect([200, 400, 402], response.body).toContain(response.statusCode);
        if (response.statusCode === 400) {
          expect(response.json().error).toBe(CommerceMessage.cartEmpty);
        }
      }
      expect(await spendingAnomalies(db(), userId), `balance ${balances[index]}`).toEqual([]);

      const owned = await licencesOf(userId);
      // Outside the cart, a template is paid for once: one purchase or download licence at most.
      const singles = owned.filter((licence) => licence.source !== 'checkout');
      expect(singles.length).toBe(new Set(singles.map((licence) => licence.templateId)).size);
      // The checkout bought the whole cart once, or nothing and left the cart as it was.
      const fromCheckout = owned.filter((licence) => licence.source === 'checkout');
      const cart = (await call('GET', '/api/cart')).json();
      if (fromCheckout.length === 0) {
        expect(cart.total).toBe(cartTotal);
      } else {
        expect(fromCheckout.map((licence) => licence.templateId).sort()).toEqual(
          [ids.x, ids.x, ids.y].map(Number).sort(),
        );
        expect(new Set(fromCheckout.map((licence) => licence.ledgerId)).size).toBe(1);
        expect(cart.lines).toEqual([]);
      }
      // Every answer that granted something reported a balance the ledger passed through.
      const balancesAfter = new Set(
        (await db().select().from(creditLedger).where(eq(creditLedger.userId, userId))).map(
          (row) => row.balanceAfter,
        ),
      );
      for (const response of responses.filter((each) => each.statusCode === 200)) {
        expect(balancesAfter).toContain(response.json().remainingCredits);
      }
    }
    // The richest buyer can afford everything: the cart was bought.
    const richest = await licencesOf(buyers[0]!.userId);
    expect(richest.filter((licence) => licence.source === 'checkout')).toHaveLength(3);
  });

  it('keeps a cart change racing a checkout: bought by it, or still in the cart', async () => {
    const buyers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const registered = await registerBuyer(sale.testApp.app);
        await registered.call('POST', '/api/add-to-cart', { templateId: ids.x });
        return registered;
      }),
    );
    const outcomes = await Promise.all(
      buyers.map(({ call }) =>
        Promise.all([
          call('POST', '/api/checkout', {}),
          call('POST', '/api/add-to-cart', { templateId: ids.w, quantity: 2 }),
          call('POST', '/api/update-cart-quantity', { templateId: ids.x, delta: 1 }),
        ]),
      ),
    );
    for (const [index, { userId, call }] of buyers.entries()) {
      const [checkout, added, updated] = outcomes[index]!;
      expect(checkout!.statusCode, checkout!.body).toBe(200);
      expect(added!.statusCode, added!.body).toBe(200);
      expect([200, 404]).toContain(updated!.statusCode);
      const bought = (await licencesOf(userId)).map((licence) => String(licence.templateId));
      const { lines } = (await call('GET', '/api/cart')).json();
      const inCart = (templateId: string) =>
        lines.find(
          (line: { template: { templateId: string } }) => line.template.templateId === templateId,
        )?.quantity ?? 0;
      const held = (templateId: string) => count(bought, templateId) + inCart(templateId);
      expect(held(ids.w), 'the added line').toBe(2);
      expect(held(ids.x), 'the changed line').toBe(updated!.statusCode === 200 ? 2 : 1);
      expect(await spendingAnomalies(db(), userId)).toEqual([]);
    }
  });

  it('adds up parallel cart changes of one line, and never past the limit', async () => {
    const { call } = await registerBuyer(sale.testApp.app);
    await call('POST', '/api/add-to-cart', { templateId: ids.y });
    const steps = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/api/update-cart-quantity', { templateId: ids.y, delta: 1 }),
      ),
    );
    expect(new Set(statuses(steps))).toEqual(new Set([200]));
    const adds = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/api/add-to-cart', { templateId: ids.y, quantity: 10 }),
      ),
    );
    // 21 + 7 × 10 = 91: the eighth add would pass 99, and so would every one after it.
    expect(count(statuses(adds), 200)).toBe(7);
    expect(count(statuses(adds), 400)).toBe(13);
    const { lines } = (await call('GET', '/api/cart')).json();
    expect(lines[0].quantity).toBe(91);
  });
});
