import { AppError } from '../../http/app-error';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, generatedVideos, paymentOrders, users } from '../../db/schema';
import { insertSaleTemplates } from '../../test-support/commerce-fixture';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import type { UserRow } from '../users';
import { auditEntriesOf } from './audit-log.repository';
import { AdminService, type UsersQuery } from './admin.service';
import { insertLicence, insertPaidOrder, insertUser } from '../../test-support/admin-fixture';

/**
 * A store in India (UTC+05:30) at 01:30 on 11 March 2026, local time: still 10 March in UTC. Each
 * payment and purchase sits on a period's boundary, so every period's sums are known exactly.
 */
const TIME_ZONE = 'Asia/Kolkata';
const NOW = new Date('2026-03-10T20:00:00Z');

let database: TestDatabase;
let admin: AdminService;
const people = {} as Record<'alice' | 'bob' | 'carol' | 'dave', UserRow>;
const templateIds = {} as Record<'t1' | 't2' | 't3', number>;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  admin = new AdminService({ db, timeZone: TIME_ZONE, now: () => NOW });
  people.alice = await insertUser(db, {
    username: 'alice_w',
    actualName: 'Alice Wong',
    credits: 300,
    createdAt: new Date('2025-11-01T00:00:00Z'),
  });
  people.bob = await insertUser(db, {
    username: 'bob_k',
    actualName: 'Bob Kumar',
    credits: 50,
    createdAt: new Date('2025-10-01T00:00:00Z'),
  });
  people.carol = await insertUser(db, {
    username: 'carol_p',
    credits: 900,
    createdAt: new Date('2026-03-01T00:00:00Z'),
  });
  people.dave = await insertUser(db, {
    username: 'dave_g',
    actualName: '=HYPERLINK("x"), Dave',
    isGoogleUser: true,
    credits: 10,
    createdAt: new Date('2025-12-01T00:00:00Z'),
  });
  const [t1, t2, t3] = await insertSaleTemplates(db, [
    { name: 'Wedding Reel', price: 50, priceInd: 40 },
    { name: 'Poster Frame', kind: 'image', price: 20, videoLayout: '1:1' },
    { name: 'Old Film', kind: 'direct-sell', price: 100 },
  ]);
  Object.assign(templateIds, { t1: t1!.id, t2: t2!.id, t3: t3!.id });

  const { alice, bob, dave, carol } = people;
  // 00:30 on 11 March in India: today.
  await insertPaidOrder(db, alice.id, '2026-03-10T19:00:00Z', 500, 39_900);
  // 23:59 on 4 March in India: the last minute before This Week.
  await insertPaidOrder(db, alice.id, '2026-03-04T18:29:00Z', 100, 100);
  // 00:00 on 5 March in India: the first minute of This Week.
  await insertPaidOrder(db, bob.id, '2026-03-04T18:30:00Z', 1000, 69_900);
  // Before the Past 60 Days (which start on 11 January).
  await insertPaidOrder(db, bob.id, '2026-01-01T00:00:00Z', 2500, 149_900);
  // In the Past 60 Days, before This Month (which starts on 10 February).
  await insertPaidOrder(db, dave.id, '2026-02-01T12:00:00Z', 100, 100);
  // Not money received: an order never paid.
  await db.insert(paymentOrders).values({
    userId: carol.id,
    packId: 'fixture',
    credits: 100,
    amount: 100,
    currency: 'INR',
    provider: 'sandbox',
    providerOrderId: 'order_unpaid',
    status: 'failed',
  });

  await insertLicence(db, alice.id, templateIds.t1, '2026-03-10T19:00:00Z', 50);
  await insertLicence(db, bob.id, templateIds.t1, '2026-03-04T18:30:00Z', 40);
  await insertLicence(db, bob.id, templateIds.t2, '2026-02-20T00:00:00Z', 20);
  await insertLicence(db, dave.id, templateIds.t2, '2026-01-20T00:00:00Z', 20);
  await insertLicence(db, bob.id, templateIds.t3, '2025-12-01T00:00:00Z', 100);
});

afterAll(async () => {
  await database?.close();
});

const usersOf = (query: Partial<UsersQuery> = {}) =>
  admin.users({ period: 'all', sort: 'revenue', page: 1, ...query });

describe('the periods, counted in the store time zone', () => {
  it.each([
    ['all', {}, { totalRevenue: 2599, payingUsers: 3, totalPurchases: 5 }, null],
    ['week', {}, { totalRevenue: 1098, payingUsers: 2, totalPurchases: 2 }, '2026-03-05'],
    ['month', {}, { totalRevenue: 1099, payingUsers: 2, totalPurchases: 3 }, '2026-02-10'],
    ['60days', {}, { totalRevenue: 1100, payingUsers: 3, totalPurchases: 4 }, '2026-01-11'],
    [
      'custom',
      { from: '2026-03-05', to: '2026-03-05' },
      { totalRevenue: 699, payingUsers: 1, totalPurchases: 1 },
      '2026-03-05',
    ],
    [
      'custom',
      { from: '2026-03-04', to: '2026-03-04' },
      { totalRevenue: 1, payingUsers: 1, totalPurchases: 0 },
      '2026-03-04',
    ],
    [
      'custom',
      { from: '2026-03-11', to: '2026-03-11' },
      { totalRevenue: 399, payingUsers: 1, totalPurchases: 1 },
      '2026-03-11',
    ],
  ] as const)('%s %j', async (period, range, totals, from) => {
    const answer = await usersOf({ period, ...range });
    expect(answer).toMatchObject({ ...totals, totalUsers: 4 });
    expect(answer.range).toEqual({
      period,
      from,
      to: period === 'custom' ? range.to : '2026-03-11',
      timeZone: TIME_ZONE,
    });
  });

  it('refuses a custom range that ends after today in the store time zone', async () => {
    // 11 March is today in India though not yet in UTC; 12 March is not.
    const refused = usersOf({ period: 'custom', from: '2026-03-10', to: '2026-03-12' });
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ statusCode: 400 });
  });

  it("starts a custom range reaching back past the store's first account on that account's day", async () => {
    const answer = await admin.revenue({ period: 'custom', from: '0001-01-01', to: '2026-03-11' });
    expect(answer.range.from).toBe('2025-10-01');
    expect(answer.days).toHaveLength(162);
    expect(answer.days[0]!.date).toBe('2025-10-01');
    const before = await admin.revenue({ period: 'custom', from: '0001-01-01', to: '2001-01-01' });
    expect(before.range).toMatchObject({ from: '2001-01-01', to: '2001-01-01' });
    expect(before.days).toHaveLength(1);
  });

  it('refuses a custom range that ends before it starts', async () => {
    const refused = usersOf({ period: 'custom', from: '2026-03-06', to: '2026-03-05' });
    await expect(refused).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe('the users table', () => {
  it("lists everyone with all-time figures, by money received, with each user's purchases", async () => {
    const answer = await usersOf();
    expect(answer.users.map((user) => user.username)).toEqual([
      'bob_k',
      'alice_w',
      'dave_g',
      'carol_p',
    ]);
    const bob = answer.users[0]!;
    expect(bob).toMatchObject({
      creditsPurchased: 3500,
      moneySpent: 2198,
      purchaseCount: 3,
      filteredMoneySpent: 2198,
    });
    expect(bob.templatesPurchased.map((purchase) => purchase.templateId)).toEqual([
      String(templateIds.t1),
      String(templateIds.t2),
      String(templateIds.t3),
    ]);
    expect(bob.templatesPurchased[0]).toEqual({
      templateId: String(templateIds.t1),
      creditsCost: 40,
      purchaseDate: '2026-03-04T18:30:00.000Z',
    });
    expect(answer.users[2]).toMatchObject({ isGoogleUser: true, moneySpent: 1 });
  });

  it('lists only users with activity in a period, with the period figures', async () => {
    const answer = await usersOf({ period: 'week' });
    expect(answer.matchingUsers).toBe(2);
    expect(answer.users.map((user) => user.username)).toEqual(['bob_k', 'alice_w']);
    expect(answer.users[0]).toMatchObject({
      filteredCreditsPurchased: 1000,
      filteredMoneySpent: 699,
      filteredPurchaseCount: 1,
      creditsPurchased: 3500,
    });
    expect(answer.users[0]!.filteredTemplatesPurchased).toHaveLength(1);
    expect(answer.users[1]).toMatchObject({ filteredMoneySpent: 399, moneySpent: 400 });
  });

  it('sorts by credits, purchases and newest', async () => {
    const names = async (sort: UsersQuery['sort']) =>
      (await usersOf({ sort })).users.map((user) => user.username);
    expect(await names('credits')).toEqual(['carol_p', 'alice_w', 'bob_k', 'dave_g']);
    expect((await names('purchases'))[0]).toBe('bob_k');
    expect((await names('purchases'))[3]).toBe('carol_p');
    expect(await names('newest')).toEqual(['carol_p', 'dave_g', 'alice_w', 'bob_k']);
  });

  it('sorts, searches and pages only the users active in a period', async () => {
    const inPeriod = (query: Partial<UsersQuery>) => usersOf({ period: '60days', ...query });
    const names = async (query: Partial<UsersQuery>) =>
      (await inPeriod(query)).users.map((user) => user.username);
    // Bob paid 699.00 in the period (his 1 January order is before it), Alice 400.00, Dave 1.00.
    expect(await names({ sort: 'revenue' })).toEqual(['bob_k', 'alice_w', 'dave_g']);
    expect(await names({ sort: 'credits' })).toEqual(['alice_w', 'bob_k', 'dave_g']);
    expect(await names({ sort: 'newest' })).toEqual(['dave_g', 'alice_w', 'bob_k']);
    expect((await names({ sort: 'purchases' }))[0]).toBe('bob_k');
    expect(await inPeriod({ q: 'kumar' })).toMatchObject({ matchingUsers: 1 });
    expect(await names({ q: 'carol' })).toEqual([]);
    expect(await inPeriod({ page: 2 })).toMatchObject({ matchingUsers: 3, users: [] });
  });

  it('searches names and emails, taking the term literally', async () => {
    const found = async (q: string) => (await usersOf({ q })).users.map((user) => user.username);
    expect(await found('ALICE')).toEqual(['alice_w']);
    expect(await found('kumar')).toEqual(['bob_k']);
    expect(await found(people.carol.email.toUpperCase())).toEqual(['carol_p']);
    expect(await found('%')).toEqual([]);
    expect(await found('_w')).toEqual(['alice_w']);
  });
});

describe('templates, revenue and renders', () => {
  it('counts sales per template, all time and in the period, best sellers first', async () => {
    const answer = await admin.templates({ period: 'week' });
    expect(answer).toMatchObject({ totalTemplates: 3, totalSales: 2 });
    expect(answer.templates[0]).toEqual({
      templateId: String(templateIds.t1),
      templateName: 'Wedding Reel',
      kind: 'video',
      videoLayout: '16:9',
      templatePrice: 50,
      templatePriceIND: 40,
      purchaseCount: 2,
      filteredPurchaseCount: 2,
      status: 'published',
      sku: null,
      mediaState: 'ready',
      mediaProgress: 1,
    });
    // Every kind has the layout its owner chose: a square picture's is 1:1.
    expect(answer.templates[1]).toMatchObject({
      templateName: 'Poster Frame',
      videoLayout: '1:1',
      templatePriceIND: 20,
      purchaseCount: 2,
      filteredPurchaseCount: 0,
    });
  });

  it('ranks spenders and gives every day of the period, zeros included', async () => {
    const answer = await admin.revenue({ period: 'week' });
    expect(answer).toMatchObject({
      totalRevenue: 1098,
      totalUsers: 4,
      averageRevenuePerUser: 274.5,
    });
    expect(
      answer.topSpenders.map(({ username, amount, purchaseCount }) => [
        username,
        amount,
        purchaseCount,
      ]),
    ).toEqual([
      ['bob_k', 699, 1],
      ['alice_w', 399, 1],
    ]);
    expect(answer.days.map((day) => day.date)).toEqual([
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
    ]);
    expect(answer.days[0]).toEqual({ date: '2026-03-05', revenue: 699, sales: 1 });
    expect(answer.days[6]).toEqual({ date: '2026-03-11', revenue: 399, sales: 1 });
    expect(answer.days.slice(1, 6).every((day) => day.revenue === 0 && day.sales === 0)).toBe(true);
  });

  it('starts All Time on the first day anything happened', async () => {
    const { days } = await admin.revenue({ period: 'all' });
    expect(days[0]).toEqual({ date: '2025-12-01', revenue: 0, sales: 1 });
    expect(days.at(-1)!.date).toBe('2026-03-11');
    expect(days.reduce((sum, day) => sum + day.revenue, 0)).toBeCloseTo(2599, 2);
  });

  it('says there is no revenue in an empty period', async () => {
    const answer = await admin.revenue({ period: 'custom', from: '2026-03-07', to: '2026-03-08' });
    expect(answer).toMatchObject({ totalRevenue: 0, payingUsers: 0, topSpenders: [] });
  });

  it('counts renders, failures, refunds and the median render time per template', async () => {
    const { db } = database;
    const started = new Date('2026-03-09T10:00:00Z');
    const after = (seconds: number) => new Date(started.getTime() + seconds * 1000);
    const render = {
      userId: people.alice.id,
      templateId: String(templateIds.t1),
      templateName: 'Wedding Reel',
      createdAt: started,
      startedAt: started,
    };
    await db.insert(generatedVideos).values([
      { ...render, status: 'completed', finishedAt: after(10) },
      { ...render, status: 'completed', finishedAt: after(20) },
      {
        ...render,
        status: 'failed',
        finishedAt: after(5),
        refunded: true,
        errorMessage: 'ffmpeg exited with code 1',
      },
      // Placed a month before the week: counted in All Time only.
      {
        ...render,
        templateId: String(templateIds.t2),
        templateName: 'Poster Frame',
        status: 'completed',
        createdAt: new Date('2026-02-09T10:00:00Z'),
        startedAt: new Date('2026-02-09T10:00:00Z'),
        finishedAt: new Date('2026-02-09T10:00:30Z'),
      },
    ]);
    const answer = await admin.renders({ period: 'week' });
    expect(answer.templates).toEqual([
      {
        templateId: String(templateIds.t1),
        templateName: 'Wedding Reel',
        renders: 3,
        failed: 1,
        failureRate: 0.3333,
        refunds: 1,
        medianRenderSeconds: 15,
      },
    ]);
    expect(answer.recentFailures).toMatchObject([
      { errorMessage: 'ffmpeg exited with code 1', email: people.alice.email },
    ]);
    const allTime = await admin.renders({ period: 'all' });
    expect(allTime.templates.map(({ templateName, renders }) => [templateName, renders])).toEqual([
      ['Wedding Reel', 3],
      ['Poster Frame', 1],
    ]);
    expect(allTime.totalRenders).toBe(4);
  });
});

describe('the credit adjustment', () => {
  it('writes an admin_adjustment ledger row and an audit entry together', async () => {
    const { db } = database;
    const owner = await insertUser(db, { role: 'admin' });
    const carol = people.carol;
    const adjusted = await admin.adjustCredits(
      owner,
      carol.id,
      { amount: 25, reason: 'goodwill', note: 'Sorry about the failed render' },
      '198.51.100.7',
      undefined,
    );
    expect(adjusted.credits).toBe(925);
    const [ledger] = await db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, carol.id), eq(creditLedger.id, adjusted.ledgerId)));
    expect(ledger).toMatchObject({ delta: 25, reason: 'admin_adjustment', balanceAfter: 925 });
    const [entry] = await auditEntriesOf(db, owner.id);
    expect(entry).toMatchObject({
      action: 'credits.adjust',
      address: '198.51.100.7',
      details: { userId: carol.id, amount: 25, reason: 'goodwill', ledgerId: adjusted.ledgerId },
    });
    // Restore the fixture's balance for the other tests.
    await db.update(users).set({ credits: 900 }).where(eq(users.id, carol.id));
  });

  it('refuses to take more than the balance, and logs nothing', async () => {
    const { db } = database;
    const owner = await insertUser(db, { role: 'admin' });
    const refused = admin.adjustCredits(
      owner,
      people.dave.id,
      { amount: -11, reason: 'correction', note: '' },
      '198.51.100.7',
      undefined,
    );
    await expect(refused).rejects.toMatchObject({ statusCode: 402 });
    expect(await auditEntriesOf(db, owner.id)).toEqual([]);
  });
});

describe('CSV exports', () => {
  const read = async (lines: AsyncIterable<string>) => {
    let text = '';
    for await (const chunk of lines) text += chunk;
    return text.split('\r\n').filter(Boolean);
  };

  it('exports every matching user, quoting and defusing formulas', async () => {
    const lines = await read(
      await admin.exportCsv('users', { period: 'all', sort: 'revenue', page: 1 }),
    );
    expect(lines[0]).toMatch(/^id,username,actualName,email,accountType,/);
    expect(lines.length).toBe(1 + 4 + 2); // the two admins the adjustment tests added
    const dave = lines.find((line) => line.includes('dave_g'))!;
    expect(dave).toContain(`,"'=HYPERLINK(""x""), Dave",`);
    expect(dave).toContain(',Google User,');
  });

  it.each([
    ['all', 'credits'],
    ['all', 'newest'],
    ['all', 'purchases'],
    ['month', 'credits'],
    ['month', 'revenue'],
  ] as const)('exports users in the order the %s page sorts them by %s', async (period, sort) => {
    const lines = await read(await admin.exportCsv('users', { period, sort, page: 1 }));
    const exported = lines.slice(1).map((line) => line.split(',')[0]);
    const listed = (await usersOf({ period, sort })).users.map((user) => user.id);
    expect(exported).toEqual(listed);
    expect(exported.length).toBeGreaterThan(1);
  });

  it('exports the period figures of the other tables', async () => {
    const templates = await read(
      await admin.exportCsv('templates', { period: 'week', sort: 'revenue', page: 1 }),
    );
    expect(templates[1]).toBe(`${templateIds.t1},Wedding Reel,video,16:9,50,40,2,2`);
    expect(templates[2]).toContain(',image,1:1,');
    const revenue = await read(
      await admin.exportCsv('revenue', { period: 'week', sort: 'revenue', page: 1 }),
    );
    expect(revenue).toHaveLength(8);
    expect(revenue[1]).toBe('2026-03-05,699.00,1');
  });
});

describe('paging', () => {
  it('pages through the users that match', async () => {
    const { db } = database;
    for (let index = 0; index < 55; index += 1) {
      await insertUser(db, { username: `pager_${String(index).padStart(2, '0')}` });
    }
    const second = await usersOf({ q: 'pager_', sort: 'newest', page: 2 });
    expect(second).toMatchObject({ matchingUsers: 55, page: 2, pageSize: 50 });
    expect(second.users).toHaveLength(5);
    const past = await usersOf({ q: 'pager_', page: 3 });
    expect(past).toMatchObject({ matchingUsers: 55, users: [] });
  });
});
