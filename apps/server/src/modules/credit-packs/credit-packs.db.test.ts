import {
  adminCreditPackEndpoints,
  CREDIT_PACKS,
  CreditPackAdminMessage,
  creditPackEndpoints,
  endpointPath,
  ErrorCode,
  type AdminCreditPack,
  type CreditPack,
} from '@frameshop/contract';
import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema';
import { insertAdmin, insertUser, sessionTokenOf } from '../../test-support/admin-fixture';
import { caller } from '../../test-support/commerce-fixture';
import {
  packFields,
  reorderPacks,
  resetCreditPacks,
  savePack,
} from '../../test-support/credit-packs-fixture';
import { useTestApp } from '../../test-support/test-app';
import { testEngine } from '../../test-support/test-database';

describe(`credit packs on ${testEngine}`, () => {
  const store = useTestApp();
  const db = () => store.database.db;
  beforeEach(() => resetCreditPacks(db()));

  const publicPacks = async () => {
    const response = await store.app.inject({ url: creditPackEndpoints.list.path });
    expect(response.statusCode).toBe(200);
    return response.json<{ packs: CreditPack[] }>().packs;
  };

  const ownerPacks = async (admin: Awaited<ReturnType<typeof insertAdmin>>) => {
    const response = await admin.call('GET', adminCreditPackEndpoints.list.path);
    expect(response.statusCode).toBe(200);
    return response.json<{ packs: AdminCreditPack[] }>().packs;
  };

  const ids = (packs: readonly { id: string }[]) => packs.map((pack) => pack.id);
  const specOrder = ids(CREDIT_PACKS);

  const auditOf = (adminUserId: string) =>
    db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.adminUserId, adminUserId))
      .orderBy(asc(adminAuditLog.id));

  it('lists the spec’s four packs to everyone, in order, as the migration made them', async () => {
    expect(await publicPacks()).toEqual(CREDIT_PACKS);
  });

  it('lists only the packs on sale, in the owner’s order', async () => {
    const admin = await insertAdmin(store.app, db());
    expect((await savePack(admin, 'pack-1000', { active: false })).statusCode).toBe(200);
    expect((await publicPacks()).map((pack) => pack.id)).toEqual([
      'pack-100',
      'pack-500',
      'pack-2500',
    ]);
    const all = await ownerPacks(admin);
    expect(all.map((pack) => [pack.id, pack.active, pack.position])).toEqual([
      ['pack-100', true, 1],
      ['pack-500', true, 2],
      ['pack-1000', false, 3],
      ['pack-2500', true, 4],
    ]);
  });

  it('saves the owner’s change, shows it to buyers at once, and audits before → after', async () => {
    const admin = await insertAdmin(store.app, db());
    const response = await savePack(admin, 'pack-500', {
      priceInr: 349,
      savingsLabel: '  Best value  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: 'pack-500',
      credits: 500,
      priceInr: 349,
      popular: true,
      savingsLabel: 'Best value',
      active: true,
      position: 2,
      updatedAt: expect.any(String),
    });
    expect((await publicPacks())[1]).toEqual({
      id: 'pack-500',
      credits: 500,
      priceInr: 349,
      popular: true,
      savingsLabel: 'Best value',
    });

    const [entry] = await auditOf(admin.user.id);
    expect(entry).toMatchObject({
      action: 'credit-pack.save',
      details: {
        packId: 'pack-500',
        before: {
          credits: 500,
          priceInr: 399,
          popular: true,
          savingsLabel: '20% savings',
          active: true,
        },
        after: {
          credits: 500,
          priceInr: 349,
          popular: true,
          savingsLabel: 'Best value',
          active: true,
        },
      },
    });
  });

  it('marks one pack popular: marking another takes the mark off the first, in the audit too', async () => {
    const admin = await insertAdmin(store.app, db());
    expect((await savePack(admin, 'pack-1000', { popular: true })).statusCode).toBe(200);
    expect((await publicPacks()).filter((pack) => pack.popular).map((pack) => pack.id)).toEqual([
      'pack-1000',
    ]);
    const [entry] = await auditOf(admin.user.id);
    expect(entry?.details).toMatchObject({ packId: 'pack-1000', popularTakenFrom: ['pack-500'] });
  });

  it('keeps one popular pack when two owners mark different packs at once', async () => {
    const admin = await insertAdmin(store.app, db());
    const saves = await Promise.all(
      ['pack-100', 'pack-1000', 'pack-2500'].map((packId) =>
        savePack(admin, packId, { popular: true }),
      ),
    );
    expect(saves.map((save) => save.statusCode)).toEqual([200, 200, 200]);
    expect((await publicPacks()).filter((pack) => pack.popular)).toHaveLength(1);
  });

  it('adds a pack last in the list, named for its credits, and audits it', async () => {
    const admin = await insertAdmin(store.app, db());
    const response = await admin.call(
      'POST',
      adminCreditPackEndpoints.add.path,
      packFields('pack-2500', { credits: 5000, priceInr: 2499, savingsLabel: '50% savings' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ id: 'pack-5000', position: 5, active: true });
    expect((await publicPacks()).at(-1)).toEqual({
      id: 'pack-5000',
      credits: 5000,
      priceInr: 2499,
      popular: false,
      savingsLabel: '50% savings',
    });
    const [entry] = await auditOf(admin.user.id);
    expect(entry).toMatchObject({
      action: 'credit-pack.add',
      details: { packId: 'pack-5000', before: null, after: { credits: 5000, priceInr: 2499 } },
    });
  });

  it('warns of savings labels the prices contradict, measured against the smallest pack', async () => {
    const admin = await insertAdmin(store.app, db());
    // As the spec has them, the 100-credit pack costs ₹0.01 a credit: no other pack saves at all.
    const warned = (await ownerPacks(admin)).filter((pack) => pack.warnings.length > 0);
    expect(warned.map((pack) => pack.id)).toEqual(['pack-500', 'pack-1000', 'pack-2500']);
    expect(warned[0]?.warnings).toEqual([
      'The label says 20% savings; at these prices it saves nothing: ₹0.80 a credit against ₹0.01 in the 100-credit pack.',
    ]);

    // At ₹1 a credit for the smallest pack, the labels are right within 5 points.
    await savePack(admin, 'pack-100', { priceInr: 100 });
    expect((await ownerPacks(admin)).flatMap((pack) => pack.warnings)).toEqual([]);

    const saved = await savePack(admin, 'pack-500', { priceInr: 485 });
    expect(saved.json<AdminCreditPack>().warnings).toEqual([
      'The label says 20% savings; at these prices it saves 3%.',
    ]);
    // A warning never stops a change: the owner may mean it.
    expect((await publicPacks())[1]).toMatchObject({ priceInr: 485 });
  });

  it.each([
    ['no credits', { credits: 0 }, CreditPackAdminMessage.creditsPositive],
    ['a fraction of a credit', { credits: 10.5 }, CreditPackAdminMessage.creditsWhole],
    ['credits as text', { credits: '500' }, CreditPackAdminMessage.creditsWhole],
    ['too many credits', { credits: 1_000_001 }, CreditPackAdminMessage.creditsMax],
    ['a negative price', { priceInr: -1 }, CreditPackAdminMessage.pricePositive],
    ['a price in paise', { priceInr: 399.5 }, CreditPackAdminMessage.priceWhole],
    ['too high a price', { priceInr: 1_000_001 }, CreditPackAdminMessage.priceMax],
    ['a long label', { savingsLabel: 'x'.repeat(41) }, CreditPackAdminMessage.labelMax],
  ])('refuses %s with 400 and the reason, changing nothing', async (_, changes, message) => {
    const admin = await insertAdmin(store.app, db());
    const response = await savePack(admin, 'pack-500', changes as object);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: expect.any(String), message }]);
    expect(await publicPacks()).toEqual(CREDIT_PACKS);
    expect(await auditOf(admin.user.id)).toEqual([]);
  });

  it('refuses a second pack of the same credits, and taking the last pack off sale', async () => {
    const admin = await insertAdmin(store.app, db());
    const twin = await savePack(admin, 'pack-500', { credits: 1000 });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({
      error: CreditPackAdminMessage.creditsTaken('1,000'),
      field: 'credits',
    });

    for (const packId of ['pack-100', 'pack-500', 'pack-1000']) {
      expect((await savePack(admin, packId, { active: false })).statusCode).toBe(200);
    }
    const last = await savePack(admin, 'pack-2500', { active: false });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ error: CreditPackAdminMessage.lastOnSale });
    expect((await publicPacks()).map((pack) => pack.id)).toEqual(['pack-2500']);

    const unknown = await savePack(admin, 'pack-42');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: CreditPackAdminMessage.notFound });
  });

  it('puts the packs in the owner’s order, off sale too, and buyers see it; audits before → after', async () => {
    const admin = await insertAdmin(store.app, db());
    expect((await savePack(admin, 'pack-1000', { active: false })).statusCode).toBe(200);
    const versions = (await ownerPacks(admin)).map((pack) => pack.updatedAt);
    const order = ['pack-2500', 'pack-1000', 'pack-100', 'pack-500'];

    const response = await reorderPacks(admin, order);
    expect(response.statusCode).toBe(200);
    const answered = response.json<{ packs: AdminCreditPack[] }>().packs;
    expect(answered).toEqual(await ownerPacks(admin));
    expect(answered.map((pack) => [pack.id, pack.position, pack.active])).toEqual([
      ['pack-2500', 1, true],
      ['pack-1000', 2, false],
      ['pack-100', 3, true],
      ['pack-500', 4, true],
    ]);
    // A new order changes no pack's own fields, so the dashboard's rows keep what is typed in them.
    expect(answered.map((pack) => pack.updatedAt).sort()).toEqual([...versions].sort());
    expect(ids(await publicPacks())).toEqual(['pack-2500', 'pack-100', 'pack-500']);

    const entries = await auditOf(admin.user.id);
    expect(entries.at(-1)).toMatchObject({
      action: 'credit-pack.order',
      details: { before: specOrder, after: order },
    });
  });

  it.each([
    [
      'a pack left out',
      ['pack-2500', 'pack-1000', 'pack-500'],
      CreditPackAdminMessage.orderMissing('pack-100'),
      ['pack-100'],
    ],
    [
      'a pack listed twice',
      ['pack-2500', 'pack-1000', 'pack-500', 'pack-100', 'pack-500'],
      CreditPackAdminMessage.orderRepeated('pack-500'),
      ['pack-500'],
    ],
    [
      'a pack that does not exist',
      ['pack-2500', 'pack-1000', 'pack-500', 'pack-100', 'pack-42'],
      CreditPackAdminMessage.orderUnknown('pack-42'),
      ['pack-42'],
    ],
    ['no packs at all', [], CreditPackAdminMessage.orderMissing(specOrder.join(', ')), specOrder],
  ])(
    'refuses an order with %s with 400, naming them, and changes nothing',
    async (_, order, error, packIds) => {
      const admin = await insertAdmin(store.app, db());
      const response = await reorderPacks(admin, order);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error, code: ErrorCode.BadRequest, packIds });
      expect(await publicPacks()).toEqual(CREDIT_PACKS);
      expect(await auditOf(admin.user.id)).toEqual([]);
    },
  );

  it('refuses a body that is not a list of pack ids with 400', async () => {
    const admin = await insertAdmin(store.app, db());
    for (const body of [{}, { packIds: 'pack-100' }, { packIds: [100] }, { packIds: [''] }]) {
      expect(
        (await admin.call('PUT', adminCreditPackEndpoints.reorder.path, body)).statusCode,
      ).toBe(400);
    }
    expect(await publicPacks()).toEqual(CREDIT_PACKS);
  });

  it('takes two new orders sent at once in turn: the packs end in one of them, never a mix', async () => {
    const admin = await insertAdmin(store.app, db());
    const forwards = ['pack-2500', 'pack-1000', 'pack-500', 'pack-100'];
    const backwards = [...forwards].reverse();
    const answers = await Promise.all([
      reorderPacks(admin, forwards),
      reorderPacks(admin, backwards),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const final = ids(await ownerPacks(admin));
    expect([forwards, backwards]).toContainEqual(final);
    // Under the lock of every pack the second saw the first's order as its before.
    const [first, second] = (await auditOf(admin.user.id)).map((entry) => entry.details);
    expect(first).toMatchObject({ before: specOrder });
    expect(second).toMatchObject({ before: (first as { after: string[] }).after, after: final });
  });

  it('documents the call that orders the packs in the OpenAPI document', async () => {
    const response = await store.app.inject({ url: '/api/openapi.json' });
    const call = response.json().paths[adminCreditPackEndpoints.reorder.path].put;
    expect(call.tags).toEqual(['admin']);
    expect(call.requestBody.content['application/json'].schema.properties.packIds.type).toBe(
      'array',
    );
  });

  it('lets no one but an admin token change or list the owner’s packs', async () => {
    const buyer = await insertUser(db());
    const asBuyer = caller(store.app, await sessionTokenOf(buyer));
    const path = endpointPath(adminCreditPackEndpoints.save.path, { packId: 'pack-500' });
    const refused = await asBuyer('PUT', path, packFields('pack-500', { priceInr: 1 }));
    expect([401, 403]).toContain(refused.statusCode);
    const reversed = [...specOrder].reverse();
    expect([401, 403]).toContain((await reorderPacks({ call: asBuyer }, reversed)).statusCode);
    const anonymousOrder = await store.app.inject({
      method: 'PUT',
      url: adminCreditPackEndpoints.reorder.path,
      payload: { packIds: reversed },
    });
    expect(anonymousOrder.statusCode).toBe(401);
    const anonymous = await store.app.inject({ url: adminCreditPackEndpoints.list.path });
    expect(anonymous.statusCode).toBe(401);
    expect(await publicPacks()).toEqual(CREDIT_PACKS);
  });
});
