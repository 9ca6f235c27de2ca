import fs from 'node:fs';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receipts } from '../../db/schema';
import { migrationsBefore } from '../../test-support/migrations-before';
import {
  createTestDatabase,
  testEngine,
  type TestDatabase,
} from '../../test-support/test-database';

/** The migration that copies each receipt's sale onto it. */
const RECEIPT_FACTS = '0029_receipt_facts';

/**
 * A store whose receipts were written while they still read their order's facts from
 * `payment_orders`: migrating it copies those facts onto each receipt, which then needs no order.
 */
describe(`copying the sale onto receipts issued before (${RECEIPT_FACTS}) on ${testEngine}`, () => {
  let database: TestDatabase;
  let folder: string;

  beforeAll(async () => {
    folder = migrationsBefore(RECEIPT_FACTS);
    database = await createTestDatabase({ migrationsFolder: folder });
    await database.db.execute(sql`
      insert into users (id, username, email)
        values ('00000000-0000-4000-8000-000000000001', 'asha', 'asha@example.com')`);
    await database.db.execute(sql`
      insert into payment_orders
          (id, user_id, pack_id, credits, amount, currency, provider, provider_order_id, status,
           payment_id, paid_at)
        values
          ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001',
           'pack-500', 500, 39900, 'INR', 'razorpay', 'order_A', 'paid', 'pay_A', now()),
          ('00000000-0000-4000-8000-0000000000b2', '00000000-0000-4000-8000-000000000001',
           'pack-100', 100, 9900, 'INR', 'sandbox', 'order_B', 'paid', null, now())`);
    await database.db.execute(sql`
      insert into receipts (number, payment_order_id, user_id, buyer_name, buyer_email)
        values
          (1, '00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001',
           'asha', 'asha@example.com'),
          (2, '00000000-0000-4000-8000-0000000000b2', '00000000-0000-4000-8000-000000000001',
           'asha', 'asha@example.com')`);
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("gives each receipt its order's pack, amount, provider and payment", async () => {
    const rows = await database.db.select().from(receipts).orderBy(asc(receipts.number));
    expect(rows).toEqual([
      expect.objectContaining({
        number: 1,
        packId: 'pack-500',
        credits: 500,
        amount: 39900,
        currency: 'INR',
        provider: 'razorpay',
        providerOrderId: 'order_A',
        paymentId: 'pay_A',
        buyerName: 'asha',
      }),
      expect.objectContaining({
        number: 2,
        packId: 'pack-100',
        credits: 100,
        amount: 9900,
        provider: 'sandbox',
        providerOrderId: 'order_B',
        paymentId: null,
      }),
    ]);
  });

  it('then requires every fact but the payment id of each receipt written later', async () => {
    const { rows } = await database.db.execute<{ column: string; nullable: string }>(sql`
      select column_name as column, is_nullable as nullable from information_schema.columns
        where table_schema = 'public' and table_name = 'receipts'
          and column_name in ('pack_id', 'credits', 'amount', 'currency', 'provider',
                              'provider_order_id', 'payment_id')
        order by column_name`);
    expect(rows).toEqual([
      { column: 'amount', nullable: 'NO' },
      { column: 'credits', nullable: 'NO' },
      { column: 'currency', nullable: 'NO' },
      { column: 'pack_id', nullable: 'NO' },
      { column: 'payment_id', nullable: 'YES' },
      { column: 'provider', nullable: 'NO' },
      { column: 'provider_order_id', nullable: 'NO' },
    ]);
  });
});
