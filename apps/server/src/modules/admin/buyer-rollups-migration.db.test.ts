import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSaleTemplates } from '../../test-support/commerce-fixture';
import { migrationsBefore } from '../../test-support/migrations-before';
import {
  createTestDatabase,
  testEngine,
  type TestDatabase,
} from '../../test-support/test-database';
import { catalogueTemplates } from '../catalogue';

/** The migration that counts a buyer's roll-ups with the templates' sales (ADR 63). */
const LATER = '0053_buyer_rollups_counted_with_sales';
const ASHA = '00000000-0000-4000-8000-000000000001';

/**
 * A sale written before the migration had its buyer's roll-ups written by the trigger, and waits
 * to be counted for its template only; a sale after it is counted for both, once.
 */
describe(`a buyer's roll-ups from before ${LATER} on ${testEngine}`, () => {
  let database: TestDatabase;
  let folder: string;
  let templateId: number;
  const license = (id: string) =>
    database.db.execute(sql`
      insert into licences (id, user_id, template_id, credits_paid, source)
        values (${id}, ${ASHA}, ${templateId}, 40, 'purchase')`);
  const figures = async () => {
    const { rows } = await database.db.execute<{ user: number; days: number; sales: number }>(sql`
      select (select purchases from admin_user_totals where user_id = ${ASHA}) as user,
        (select sum(purchases)::int from admin_user_daily where user_id = ${ASHA}) as days,
        (select purchase_count from templates where id = ${templateId}) as sales`);
    return rows[0];
  };

  beforeAll(async () => {
    folder = migrationsBefore(LATER);
    database = await createTestDatabase({ migrationsFolder: folder });
    await database.db.execute(sql`
      insert into users (id, username, email) values (${ASHA}, 'asha', 'asha@example.com')`);
    const [frame] = await insertSaleTemplates(database.db, [
      { name: 'Old Frame', kind: 'image', price: 40 },
    ]);
    templateId = frame!.id;
    await license('00000000-0000-4000-8000-0000000000c1');
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('counts the waiting sale for its template, and a new sale for both, each once', async () => {
    expect(await figures()).toEqual({ user: 1, days: 1, sales: 0 });
    await license('00000000-0000-4000-8000-0000000000c2');
    // Written by the count now, not by the licence's own statement.
    expect(await figures()).toEqual({ user: 1, days: 1, sales: 0 });
    expect(await catalogueTemplates.countRecordedSales(database.db)).toBe(2);
    expect(await figures()).toEqual({ user: 2, days: 2, sales: 2 });
    expect(await catalogueTemplates.countRecordedSales(database.db)).toBe(0);
    expect(await figures()).toEqual({ user: 2, days: 2, sales: 2 });
  });
});
