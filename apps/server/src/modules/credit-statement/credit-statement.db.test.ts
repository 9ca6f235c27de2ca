import { CREDIT_STATEMENT_PAGE_SIZE, type CreditStatementEntry } from '@frameshop/contract';
import { describe, expect, it } from 'vitest';
import { insertAdmin } from '../../test-support/admin-fixture';
import { registerBuyer, useSaleApp } from '../../test-support/commerce-fixture';
import { insertPackOrder, payOrder, renderOrderWithHold } from '../../test-support/ledger-fixture';
import { testEngine } from '../../test-support/test-database';
import { applyCreditChange } from '../credits';

type Buyer = Awaited<ReturnType<typeof registerBuyer>>;

const entry = (
  kind: string,
  delta: number,
  description: string,
  receiptNumber: number | null = null,
) => ({ kind, delta, description, receiptNumber });

const statementOf = async (buyer: Buyer, before?: number) => {
  const response = await buyer.call(
    'GET',
    `/api/credit-statement${before === undefined ? '' : `?before=${before}`}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json() as { entries: CreditStatementEntry[]; nextBefore: number | null };
};

/** Every page of the statement, newest first, following `nextBefore`. */
async function wholeStatement(buyer: Buyer): Promise<CreditStatementEntry[]> {
  const entries: CreditStatementEntry[] = [];
  let before: number | undefined;
  for (;;) {
    const page = await statementOf(buyer, before);
    entries.push(...page.entries);
    if (page.nextBefore === null) return entries;
    before = page.nextBefore;
  }
}

describe(`the credit statement on ${testEngine}`, () => {
  const sale = useSaleApp(
    {
      reel: { name: 'Statement Reel', price: 30 },
      frame: { name: 'Statement Frame', kind: 'image', price: 10 },
      film: { name: 'Statement Film', kind: 'direct-sell', price: 20 },
      intro: { name: 'Statement Intro', price: 40 },
    },
    { RATE_LIMIT_MAX: '1000000' },
  );
  const db = () => sale.testApp.database.db;

  it('explains every change of the balance, newest first, adding up to the balance', async () => {
    const { ids } = sale;
    const buyer = await registerBuyer(sale.testApp.app);
    const order = await insertPackOrder(db(), buyer.userId, 500, 39_900);
    const { order: paid } = await payOrder(sale.testApp, order.id);
    expect(paid.status).toBe('paid');
    await buyer.call('POST', '/api/purchase-template', { templateId: ids.reel });
    await buyer.call('POST', '/api/add-to-cart', { templateId: ids.frame, quantity: 1 });
    await buyer.call('POST', '/api/add-to-cart', { templateId: ids.film, quantity: 1 });
    expect((await buyer.call('POST', '/api/checkout', {})).statusCode).toBe(200);
    const rendered = {
      userId: buyer.userId,
      templateId: ids.intro,
      templateName: 'Statement Intro',
    };
    await renderOrderWithHold(db(), { ...rendered, price: 40, outcome: 'completed' });
    // Renders of a template already owned: delivered free, failed, and one still waiting.
    const render = { userId: buyer.userId, templateId: ids.reel, templateName: 'Statement Reel' };
    await renderOrderWithHold(db(), { ...render, price: 30, outcome: 'completed' });
    await renderOrderWithHold(db(), { ...render, price: 30, outcome: 'failed' });
    await renderOrderWithHold(db(), { ...render, price: 30, outcome: 'queued' });
    const admin = await insertAdmin(sale.testApp.app, db());
    const adjusted = await admin.call('POST', `/api/admin/users/${buyer.userId}/credits`, {
      amount: -15,
      reason: 'correction',
      note: 'Counted twice',
    });
    expect(adjusted.statusCode).toBe(200);

    const { entries, nextBefore } = await statementOf(buyer);
    expect(nextBefore).toBeNull();
    const [receipt] = (await buyer.call('GET', '/api/receipts')).json().receipts;
    expect(
      entries.map(({ kind, delta, description, receiptNumber }) => ({
        kind,
        delta,
        description,
        receiptNumber,
      })),
    ).toEqual([
      entry('adjusted', -15, 'Adjusted by the store for a correction'),
      entry('held', -30, 'Held for the render of Statement Reel'),
      entry('refunded', 30, 'Returned: the render of Statement Reel was not delivered'),
      entry('held', -30, 'Held for the render of Statement Reel, returned'),
      entry('refunded', 30, 'Returned: Statement Reel was already yours'),
      entry('held', -30, 'Held for the render of Statement Reel, returned'),
      entry('spent', -40, 'Render of Statement Intro'),
      entry('spent', -30, 'Statement Film and 1 more'),
      entry('spent', -30, 'Statement Reel'),
      entry('bought', 500, 'Credit pack', receipt.receiptNumber),
      entry('awarded', expect.any(Number), 'Welcome credits'),
    ]);
    // Each entry's balance is the one before it plus its change, from 0, ending at the balance.
    const oldestFirst = entries.toReversed();
    oldestFirst.reduce((before, entry) => {
      expect(entry.balanceAfter).toBe(before + entry.delta);
      return entry.balanceAfter;
    }, 0);
    const profile = (await buyer.call('GET', '/api/profile')).json();
    expect(entries[0]!.balanceAfter).toBe(profile.credits);
    expect(entries.map((entry) => entry.id)).toEqual(
      entries.map((entry) => entry.id).toSorted((a, b) => b - a),
    );
  });

  it('pages through a long ledger without losing or repeating a row', async () => {
    const buyer = await registerBuyer(sale.testApp.app);
    const extra = CREDIT_STATEMENT_PAGE_SIZE + 7;
    await db().transaction(async (tx) => {
      for (let n = 0; n < extra; n++) {
        await applyCreditChange(tx, {
          userId: buyer.userId,
          delta: n + 1,
          reason: 'admin_adjustment',
          reference: `admin:statement-${buyer.userId}-${n}`,
        });
      }
    });
    const first = await statementOf(buyer);
    expect(first.entries).toHaveLength(CREDIT_STATEMENT_PAGE_SIZE);
    expect(first.nextBefore).toBe(first.entries.at(-1)!.id);
    const all = await wholeStatement(buyer);
    // The welcome credits and every adjustment, each once.
    expect(all).toHaveLength(extra + 1);
    expect(new Set(all.map((entry) => entry.id)).size).toBe(extra + 1);
    // Without an audit entry an adjustment still reads as one.
    expect(all[0]!.description).toBe('Adjusted by the store for another reason');
  });

  it('shows each user only their own ledger, and refuses a bad page or no session', async () => {
    const owner = await registerBuyer(sale.testApp.app);
    const other = await registerBuyer(sale.testApp.app);
    await payOrder(sale.testApp, (await insertPackOrder(db(), owner.userId, 100, 9_900)).id);
    const theirs = await statementOf(other);
    expect(theirs.entries.map((entry) => entry.kind)).toEqual(['awarded']);
    expect((await other.call('GET', '/api/credit-statement?before=abc')).statusCode).toBe(400);
    expect((await other.call('GET', '/api/credit-statement?before=0')).statusCode).toBe(400);
    const anonymous = await sale.testApp.app.inject({ url: '/api/credit-statement' });
    expect(anonymous.statusCode).toBe(401);
  });
});
