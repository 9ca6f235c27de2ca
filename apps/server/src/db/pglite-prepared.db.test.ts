import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine, type TestDatabase } from '../test-support/test-database';
import { KEPT_QUERY_STATEMENTS } from './pglite-prepared';

// PGlite's own: on PostgreSQL node-postgres sends Drizzle's queries unnamed, as it always has.
describe.runIf(testEngine === 'pglite')('every query on PGlite, prepared (ADR 49)', () => {
  let database: TestDatabase;
  const kept = async () =>
    (
      await database.db.execute<{ name: string; statement: string }>(
        sql`select name, statement from pg_prepared_statements where name like 'query-%'`,
      )
    ).rows;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table kept_probe (n int, at timestamptz)`);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('keeps a query prepared under one name, run again with other values', async () => {
    const insert = (n: number) =>
      database.db.execute(sql`insert into kept_probe values (${n}, '2026-11-28T10:00:00Z')`);
    await insert(1);
    await insert(2);
    const named = (await kept()).filter((row) =>
      row.statement.startsWith('insert into kept_probe'),
    );
    expect(named).toHaveLength(1);
    const rows = await database.db.execute<{ n: number }>(sql`select n from kept_probe order by n`);
    expect(rows.rows).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it("reads rows as the caller asked: Drizzle's arrays, and its timestamps left as text", async () => {
    const [row] = await database.db
      .select({ n: sql<number>`n`, at: sql<string>`at` })
      .from(sql`kept_probe`)
      .where(sql`n = ${2}`);
    expect(row).toEqual({ n: 2, at: '2026-11-28 10:00:00+00' });
  });

  it('keeps at most its bound of texts, closing the one run longest ago', async () => {
    const first = sql`select 1 as first_text`;
    await database.db.execute(first);
    for (let i = 0; i < KEPT_QUERY_STATEMENTS + 5; i++) {
      await database.db.execute(sql.raw(`select ${i} as text_${i}`));
    }
    const names = await kept();
    // The closing goes with the next preparation: at most one more than the bound is ever open.
    expect(names.length).toBeLessThanOrEqual(KEPT_QUERY_STATEMENTS + 1);
    expect(names.some((row) => row.statement.includes('first_text'))).toBe(false);
    // Pushed out, it is prepared again when it comes back.
    expect((await database.db.execute(first)).rows).toEqual([{ first_text: 1 }]);
  });

  it('prepares a kept query afresh once its table changed the shape of its rows', async () => {
    await database.db.execute(sql`create table reshaped_probe (n int)`);
    await database.db.execute(sql`insert into reshaped_probe values (1)`);
    const read = () => database.db.execute(sql`select * from reshaped_probe`);
    expect((await read()).rows).toEqual([{ n: 1 }]);
    await database.db.execute(sql`alter table reshaped_probe add column label text default 'x'`);
    expect((await read()).rows).toEqual([{ n: 1, label: 'x' }]);
  });

  it('runs in a transaction on its connection, rolled back with it', async () => {
    const rolledBack = new Error('roll back');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into kept_probe values (${50}, null)`);
        const inside = await tx.execute<{ count: number }>(
          sql`select count(*)::int as count from kept_probe where n = ${50}`,
        );
        expect(inside.rows).toEqual([{ count: 1 }]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    const after = await database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from kept_probe where n = ${50}`,
    );
    expect(after.rows).toEqual([{ count: 0 }]);
  });
});
