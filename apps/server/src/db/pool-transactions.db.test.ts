import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine, type TestDatabase } from '../test-support/test-database';

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

// The store's transactions on a pool (`pool-transactions.ts`); PGlite's are Drizzle's own.
describe.runIf(testEngine === 'postgres')('transactions on the pool', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table pool_probe (n int primary key)`);
  });
  afterEach(async () => {
    await database.db.execute(sql`delete from pool_probe`);
  });
  afterAll(async () => {
    await database?.close();
  });

  const numbers = async () =>
    rowsOf<{ n: number }>(await database.db.execute(sql`select n from pool_probe order by n`)).map(
      (row) => row.n,
    );
  const insert = (tx: Pick<TestDatabase['db'], 'execute'>, n: number) =>
    tx.execute(sql`insert into pool_probe values (${n})`);

  it('commits what its work wrote and answers what the work answered', async () => {
    const answer = await database.db.transaction(async (tx) => {
      await insert(tx, 1);
      await insert(tx, 2);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await numbers()).toEqual([1, 2]);
  });

  it('rolls back all of it when the work throws, and throws that error', async () => {
    const failure = new Error('the work failed');
    await expect(
      database.db.transaction(async (tx) => {
        await insert(tx, 3);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await numbers()).toEqual([]);
  });

  it('keeps what a savepoint kept when an inner one rolled back', async () => {
    await database.db.transaction(async (tx) => {
      await insert(tx, 4);
      await tx
        .transaction(async (inner) => {
          await insert(inner, 5);
          throw new Error('inner');
        })
        .catch(() => undefined);
      await insert(tx, 6);
    });
    expect(await numbers()).toEqual([4, 6]);
  });

  it('runs a transaction with settings as they ask', async () => {
    const level = await database.db.transaction(
      async (tx) =>
        rowsOf<{ level: string }>(
          await tx.execute(sql`select current_setting('transaction_isolation') as level`),
        )[0]?.level,
      { isolationLevel: 'serializable' },
    );
    expect(level).toBe('serializable');
  });

  it('leaves no connection of the pool in a transaction, nor a lost one in it', async () => {
    // A connection ended under its transaction: its ROLLBACK fails, and the pool drops it.
    await expect(
      database.db.transaction(async (tx) => {
        await insert(tx, 7);
        await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
      }),
    ).rejects.toThrow();
    // Every connection of the pool serves transactions again (one after another: each finds
    // no other connection of the database left in a transaction).
    const open: string[] = [];
    for (let n = 8; n < 14; n++) {
      await database.db.transaction(async (tx) => {
        await insert(tx, n);
        const [row] = rowsOf<{ open: string }>(
          await tx.execute(sql`select count(*)::text as open from pg_stat_activity
            where datname = current_database() and state like 'idle in transaction%'`),
        );
        open.push(row!.open);
      });
    }
    expect(open).toEqual(['0', '0', '0', '0', '0', '0']);
    expect(await numbers()).toEqual([8, 9, 10, 11, 12, 13]);
  });
});
