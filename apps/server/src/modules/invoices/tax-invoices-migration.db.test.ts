import fs from 'node:fs';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceCounters, invoices, receipts } from '../../db/schema';
import { migrationsBefore } from '../../test-support/migrations-before';
import { testConfig } from '../../test-support/test-app';
import {
  createTestDatabase,
  testEngine,
  type TestDatabase,
} from '../../test-support/test-database';
import { createReceiptsService } from '../receipts';

/** The migration that brings tax invoices. */
const TAX_INVOICES = '0042_tax_invoices';

/**
 * A store with receipts from before tax invoices: migrating it renumbers nothing and issues no
 * invoice for an order paid before (an invoice is written only where a pack is credited).
 */
describe(`receipts issued before tax invoices (${TAX_INVOICES}) on ${testEngine}`, () => {
  let database: TestDatabase;
  let folder: string;
  let before: (typeof receipts.$inferSelect)[];

  beforeAll(async () => {
    folder = migrationsBefore(TAX_INVOICES);
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
           'pack-100', 100, 9900, 'INR', 'razorpay', 'order_B', 'paid', 'pay_B', now())`);
    await database.db.execute(sql`
      insert into receipts (number, payment_order_id, user_id, buyer_name, buyer_email, pack_id,
          credits, amount, currency, provider, provider_order_id, payment_id, seller_name)
        values
          (7, '00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001',
           'asha', 'asha@example.com', 'pack-500', 500, 39900, 'INR', 'razorpay', 'order_A', 'pay_A', 'Frameshop'),
          (8, '00000000-0000-4000-8000-0000000000b2', '00000000-0000-4000-8000-000000000001',
           'asha', 'asha@example.com', 'pack-100', 100, 9900, 'INR', 'razorpay', 'order_B', 'pay_B', 'Frameshop')`);
    before = await database.db.select().from(receipts).orderBy(asc(receipts.number));
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('keeps every receipt as it was, numbered as it was, and invoices none of them', async () => {
    expect(await database.db.select().from(receipts).orderBy(asc(receipts.number))).toEqual(before);
    expect(await database.db.select().from(invoices)).toEqual([]);
    expect(await database.db.select().from(invoiceCounters)).toEqual([]);
    const config = testConfig({ STORE_GSTIN: '29AAGCB7383J1Z4' });
    const service = createReceiptsService({
      config,
      db: database.db,
      jobs: { send: async () => 'unused' },
    });
    const receipt = await service.ofBuyer('00000000-0000-4000-8000-000000000001', 7);
    expect(receipt).toMatchObject({ receiptNumber: 7, amount: 39900, invoice: null });
  });
});
