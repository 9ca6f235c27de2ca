import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/database';
import { generatedVideos } from '../db/schema';
import {
  insertSaleTemplates,
  registerBuyer,
  saleDataDir,
  spendingAnomalies,
} from '../test-support/commerce-fixture';
import { testConfig, testSecrets } from '../test-support/test-app';
import { createTestDatabase, testEngine, type TestDatabase } from '../test-support/test-database';
import { copyDatabase, StoreMoveError } from './copy-database';

type Buyer = Awaited<ReturnType<typeof registerBuyer>>;

/**
 * Every row of every table of the store, in a stable order, to compare two stores whole. A
 * transaction id (`xid8`) names a transaction of its own database, so it is left out.
 */
async function everything(database: Database): Promise<Record<string, unknown[]>> {
  const tables = (
    await database.db.execute<{ name: string }>(
      sql.raw(`select table_name as name from information_schema.tables
                where table_schema = 'public' and table_type = 'BASE TABLE'`),
    )
  ).rows.map((row) => row.name);
  const contents: Record<string, unknown[]> = {};
  for (const table of tables.sort()) {
    const ownTransactions = (
      await database.db.execute<{ name: string }>(
        sql.raw(`select column_name as name from information_schema.columns
                  where table_schema = 'public' and table_name = '${table}' and data_type = 'xid8'`),
      )
    ).rows.map((row) => `'${row.name}'`);
    const row = ownTransactions.length
      ? `(to_jsonb(t) - array[${ownTransactions.join(', ')}])::text`
      : 't::text';
    const { rows } = await database.db.execute<{ row: string }>(
      sql.raw(`select ${row} as row from "${table}" t order by 1`),
    );
    contents[table] = rows.map((row) => row.row);
  }
  return contents;
}

async function buyCredits(buyer: Buyer) {
  const order = await buyer.call('POST', '/api/create-razorpay-order', { packId: 'pack-500' });
  expect(order.statusCode, order.body).toBe(200);
  const paid = await buyer.call('POST', '/api/sandbox-payments', {
    orderId: order.json().orderId,
    outcome: 'paid',
  });
  const verified = await buyer.call('POST', '/api/verify-razorpay-payment', paid.json());
  expect(verified.statusCode, verified.body).toBe(200);
}

/**
 * `npm run migrate-store`'s database half: a store on the embedded PGlite, with accounts,
 * purchases, a cart checkout, paid credit packs and a finished render, moves into another database
 * (PostgreSQL when the suite runs there) row for row, and the app on the target finds it all.
 */
describe(`moving a store's database to ${testEngine}`, () => {
  let media: Awaited<ReturnType<typeof saleDataDir>>;
  let source: Database;
  let sourceApp: FastifyInstance;
  let target: TestDatabase;
  const buyers: Buyer[] = [];
  const templateIds: string[] = [];

  beforeAll(async () => {
    media = await saleDataDir();
    source = await openDatabase({ kind: 'pglite' });
    await source.migrate();
    sourceApp = await buildApp({
      config: testConfig(media.env),
      secrets: testSecrets,
      database: source,
    });
    await sourceApp.ready();
    const rows = await insertSaleTemplates(source.db, [
      { name: 'Wedding film', price: 40 },
      { name: 'Travel card', kind: 'image', price: 15 },
      { name: 'Ready film', kind: 'direct-sell', price: 30 },
    ]);
    templateIds.push(...rows.map((row) => String(row.id)));

    for (let index = 0; index < 3; index += 1) buyers.push(await registerBuyer(sourceApp));
    const [first, second, third] = buyers as [Buyer, Buyer, Buyer];
    const purchase = (buyer: Buyer, templateId: string) =>
      buyer.call('POST', '/api/purchase-template', { templateId });
    expect((await purchase(first, templateIds[0]!)).statusCode).toBe(200);
    expect((await purchase(first, templateIds[2]!)).statusCode).toBe(200);
    await buyCredits(second);
    await second.call('POST', '/api/add-to-cart', { templateId: templateIds[1] });
    await second.call('POST', '/api/add-to-cart', { templateId: templateIds[2] });
    const checkout = await second.call('POST', '/api/checkout', {});
    expect(checkout.statusCode, checkout.body).toBe(200);
    await buyCredits(third);
    await source.db.insert(generatedVideos).values({
      userId: first.userId,
      templateId: templateIds[0]!,
      status: 'completed',
      progress: 100,
      outputKey: `private/renders/${first.userId}/finished.mp4`,
    });

    target = await createTestDatabase();
  }, 120_000);
  afterAll(async () => {
    await sourceApp?.close();
    await source?.close();
    await target?.close();
    media?.remove();
  });

  it('copies every row, continues the counters, and the target app finds the accounts', async () => {
    const copied = await copyDatabase(source, target);

    expect(copied.find((table) => table.table === 'users')?.rows).toBe(3);
    expect(copied.find((table) => table.table === 'credit_ledger')?.rows).toBeGreaterThan(3);
    expect(await everything(target)).toEqual(await everything(source));

    const targetApp = await buildApp({
      config: testConfig(media.env),
      secrets: testSecrets,
      database: target,
    });
    try {
      for (const buyer of buyers) {
        expect(await spendingAnomalies(target.db, buyer.userId)).toEqual([]);
        const profile = await targetApp.inject({
          method: 'GET',
          url: '/api/profile',
          headers: { authorization: `Bearer ${buyer.token}` },
        });
        expect(profile.statusCode, profile.body).toBe(200);
        const sourceProfile = await buyer.call('GET', '/api/profile');
        expect(profile.json()).toEqual(sourceProfile.json());
      }
      // New rows on the target take ids after the copied ones instead of colliding with them.
      const newcomer = await registerBuyer(targetApp);
      const bought = await newcomer.call('POST', '/api/purchase-template', {
        templateId: templateIds[1],
      });
      expect(bought.statusCode, bought.body).toBe(200);
      expect(await spendingAnomalies(target.db, newcomer.userId)).toEqual([]);
    } finally {
      await targetApp.close();
    }
  });

  it('refuses a target that already has accounts, and leaves it as it was', async () => {
    const before = await everything(target);
    await expect(copyDatabase(source, target)).rejects.toThrow(StoreMoveError);
    expect(await everything(target)).toEqual(before);
  });

  it('refuses a store whose renders are still queued, before it writes anything', async () => {
    const empty = await openDatabase({ kind: 'pglite' });
    await empty.migrate();
    await source.db.insert(generatedVideos).values({
      userId: buyers[0]!.userId,
      templateId: templateIds[0]!,
      status: 'queued',
    });
    try {
      await expect(copyDatabase(source, empty)).rejects.toThrow(/still queued or running/);
      const users = await empty.db.execute<{ count: number }>(
        sql`select count(*)::int as count from users`,
      );
      expect(users.rows[0]?.count).toBe(0);
    } finally {
      await empty.close();
    }
  });
});
