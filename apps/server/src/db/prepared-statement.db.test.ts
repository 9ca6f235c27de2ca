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
  const insertUniqueProbe = preparedStatement(
    'probe-insert-unique',
    'insert into prepared_unique_probe values ($1)',
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

  it('is parsed once and run again by its name: the database keeps it prepared', async () => {
    // On PostgreSQL each pooled connection prepares it once; PGlite has one connection.
    await countProbes(database.db, [0]);
    await countProbes(database.db, [1]);
    const kept = await database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from pg_prepared_statements where name = 'probe-count'`,
    );
    if (testEngine === 'pglite') expect(kept.rows).toEqual([{ count: 1 }]);
    else expect(kept.rows[0]!.count).toBeLessThanOrEqual(1);
  });

  it('hands over values of every kind as the driver would, and answers them typed', async () => {
    const echo = preparedStatement<{ at: Date; body: unknown; n: number | null; big: string }>(
      'probe-echo',
      'select $1::timestamptz as at, $2::jsonb as body, $3::int as n, $4::bigint::text as big',
    );
    const at = new Date('2026-11-27T10:00:00.123Z');
    const body = { name: "it's", list: [1, 2], nested: { ok: true } };
    expect(await echo(database.db, [at, JSON.stringify(body), null, 9007199254740993n])).toEqual([
      { at, body, n: null, big: '9007199254740993' },
    ]);
  });

  it('fails as the driver does, and the database and the statement go on working', async () => {
    // Prepared before its table exists: it fails, and is prepared afresh on the next call.
    await expect(insertUniqueProbe(database.db, [1])).rejects.toMatchObject({ code: '42P01' });
    await database.db.execute(sql`create table prepared_unique_probe (n int primary key)`);
    await insertUniqueProbe(database.db, [1]);
    await expect(insertUniqueProbe(database.db, [1])).rejects.toMatchObject({ code: '23505' });
    await insertUniqueProbe(database.db, [2]);
    const rows = await database.db.execute<{ n: number }>(
      sql`select n from prepared_unique_probe order by n`,
    );
    expect(rows.rows).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it("outside a transaction never runs inside another caller's open one", async () => {
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const rolledBack = new Error('roll back');
    const open = database.db.transaction(async (tx) => {
      await insertProbe(tx, [100]);
      inside();
      await finished;
      throw rolledBack;
    });
    await entered;
    // Sent while the transaction is open: on PGlite's one connection it must wait for its end.
    const outside = insertProbe(database.db, [101]);
    await new Promise((resolve) => setImmediate(resolve));
    finish();
    await expect(open).rejects.toBe(rolledBack);
    await outside;
    expect(await countProbes(database.db, [100])).toEqual([{ count: 1 }]);
    expect(await countProbes(database.db, [101])).toEqual([{ count: 1 }]);
  });

  // PGlite's own: a pooled PostgreSQL client is handed back at the end and stays usable, as
  // node-postgres leaves it, so there the statement would run outside any transaction.
  it.runIf(testEngine === 'pglite')('refuses to run in a transaction that has ended', async () => {
    let ended: Parameters<Parameters<typeof database.db.transaction>[0]>[0] | undefined;
    await database.db.transaction(async (tx) => {
      ended = tx;
    });
    await expect(countProbes(ended!, [0])).rejects.toThrow();
  });
});
