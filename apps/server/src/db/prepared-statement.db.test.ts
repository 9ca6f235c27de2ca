import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine, type TestDatabase } from '../test-support/test-database';
import { preparedStatement } from './prepared-statement';

describe(`prepared statements on ${testEngine}`, () => {
  let database: TestDatabase;
  const insertProbe = preparedStatement('probe-insert', 'insert into prepared_probe values ($1)');
  const countProbes = preparedStatement<{ count: number }>(
    'probe-count',
    'select count(*)::int as count from prepared_probe where n >= $1',
  );
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table prepared_probe (n int)`);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('runs on the database and again with other values', async () => {
    await insertProbe(database.db, [1]);
    await insertProbe(database.db, [5]);
    expect(await countProbes(database.db, [0])).toEqual([{ count: 2 }]);
    expect(await countProbes(database.db, [3])).toEqual([{ count: 1 }]);
  });

  it("joins the caller's transaction: what it wrote is rolled back with it", async () => {
    const rolledBack = new Error('roll back');
    await expect(
      database.db.transaction(async (tx) => {
        await insertProbe(tx, [10]);
        // Seen inside the transaction, on its connection…
        expect(await countProbes(tx, [10])).toEqual([{ count: 1 }]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    // …and gone with it.
    expect(await countProbes(database.db, [10])).toEqual([{ count: 0 }]);
  });
});
