import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine, type TestDatabase } from '../test-support/test-database';
import { foldedStatements } from './folded-round-trips';
import { preparedStatement } from './prepared-statement';

const insertRow = preparedStatement('fold-probe-insert', 'insert into fold_probe values ($1::int)');
const countRows = preparedStatement<{ count: number }>(
  'fold-probe-count',
  'select count(*)::int as count from fold_probe where n = $1::int',
);
const echo = preparedStatement<Record<string, unknown>>(
  'fold-probe-echo',
  `select $1::timestamptz as at, $2::jsonb as body, $3::int as n, $4::text as said,
     $5::bytea as bytes, $6::text[] as words, $7::uuid as id, $8::boolean as yes`,
);
const ECHOED = [
  new Date('2026-11-29T10:11:12.345Z'),
  { quote: "it's", backslash: 'a\\b', semicolon: 'x; COMMIT; y', nested: [1, { deep: null }] },
  null,
  "O'Brien said \\n; EXECUTE nothing",
  Buffer.from([0, 1, 2, 254, 255]),
  ['one', 'two, three', 'qu"ote', "ap'os"],
  '6f1d4a52-52b6-4b0c-9a35-6a5cf2a0e1b7',
  true,
];

/** The texts of every message sent on node-postgres' clients while `work` runs. */
async function sentWhile(work: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = prototype.query;
  prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text?: string };
    sent.push(typeof config === 'string' ? config : (config.text ?? ''));
    return query.apply(this, args);
  };
  try {
    await work();
  } finally {
    prototype.query = query;
  }
  return sent.filter((text) => !text.startsWith('PREPARE '));
}

describe(`a transaction's BEGIN and COMMIT on ${testEngine}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table fold_probe (n int primary key)`);
  });
  afterEach(async () => {
    await database.db.execute(sql`delete from fold_probe`);
  });
  afterAll(async () => {
    await database?.close();
  });

  const count = async (n: number) => (await countRows(database.db, [n]))[0]!.count;

  it('commits what a statement sent with the COMMIT wrote, with what came before it', async () => {
    await database.db.transaction(async (tx) => {
      await insertRow(tx, [1]);
      await insertRow(tx, [2], { withCommit: true });
    });
    expect([await count(1), await count(2)]).toEqual([1, 1]);
  });

  it('rolls back the whole transaction when the statement sent with the COMMIT fails', async () => {
    await insertRow(database.db, [7]);
    await expect(
      database.db.transaction(async (tx) => {
        await insertRow(tx, [3]);
        await insertRow(tx, [7], { withCommit: true });
      }),
    ).rejects.toThrow(/duplicate key/);
    expect(await count(3)).toBe(0);
    // The connection is out of its aborted transaction: the next one works.
    await database.db.transaction(async (tx) => insertRow(tx, [4], { withCommit: true }));
    expect(await count(4)).toBe(1);
  });

  it('rolls back when the first statement, sent with the BEGIN, fails', async () => {
    await insertRow(database.db, [8]);
    await expect(
      database.db.transaction(async (tx) => {
        await insertRow(tx, [8]);
      }),
    ).rejects.toThrow(/duplicate key/);
    await database.db.transaction(async (tx) => {
      await insertRow(tx, [9]);
    });
    expect(await count(9)).toBe(1);
  });

  it('hands values of every kind over as the driver sends its parameters', async () => {
    const asParameters = await echo(database.db, ECHOED);
    const first = await database.db.transaction((tx) => echo(tx, ECHOED));
    const last = await database.db.transaction((tx) => echo(tx, ECHOED, { withCommit: true }));
    expect(first).toEqual(asParameters);
    expect(last).toEqual(asParameters);
    expect(first[0]!.body).toEqual(ECHOED[1]);
    expect(first[0]!.said).toBe(ECHOED[3]);
    expect(first[0]!.words).toEqual(ECHOED[5]);
  });

  it("never commits a savepoint's statement with the transaction around it", async () => {
    const rolledBack = new Error('roll back');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.transaction(async (savepoint) => {
          await insertRow(savepoint, [5], { withCommit: true });
        });
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await count(5)).toBe(0);
  });

  // The folding is node-postgres' (PGlite runs in this process: a round trip costs it nothing).
  describe.skipIf(testEngine !== 'postgres')('on PostgreSQL, in round trips', () => {
    it('sends the BEGIN with the first statement and the COMMIT with the last', async () => {
      const sent = await sentWhile(() =>
        database.db.transaction(async (tx) => {
          await countRows(tx, [1]);
          await insertRow(tx, [6], { withCommit: true });
        }),
      );
      expect(sent).toHaveLength(2);
      expect(foldedStatements(sent[0]!)).toEqual(['begin', 'fold-probe-count']);
      expect(foldedStatements(sent[1]!)).toEqual(['fold-probe-insert', 'commit']);
      expect(await count(6)).toBe(1);
    });

    it('sends a COMMIT that releases first with the flush after it, leaving the pool synchronous', async () => {
      await insertRow(database.db, [20]);
      let sent: string[] = [];
      const held = database.db.transaction(async (tx) => {
        await tx.execute(sql`update fold_probe set n = 21 where n = 20`);
        sent = await sentWhile(() => insertRow(tx, [22], { withCommit: true, releaseFirst: true }));
      });
      await held;
      expect(sent).toHaveLength(1);
      expect(foldedStatements(sent[0]!)).toEqual(['fold-probe-insert', 'commit', 'flush']);
      expect([await count(21), await count(22)]).toEqual([1, 1]);
      // The asynchronous COMMIT was this transaction's alone: the pooled connections commit as
      // the store does, each waiting for its flush.
      const settings = await Promise.all(
        Array.from({ length: 3 }, () =>
          database.db.transaction((tx) => tx.execute(sql`show synchronous_commit`)),
        ),
      );
      for (const { rows } of settings) expect(rows).toEqual([{ synchronous_commit: 'on' }]);
    });

    it('rolls back, flushing nothing, when a statement whose locks go first fails', async () => {
      await insertRow(database.db, [23]);
      await expect(
        database.db.transaction(async (tx) => {
          await insertRow(tx, [24]);
          await insertRow(tx, [23], { withCommit: true, releaseFirst: true });
        }),
      ).rejects.toThrow(/duplicate key/);
      expect(await count(24)).toBe(0);
    });

    it('has committed once the statement is answered, before the transaction returns', async () => {
      await database.db.transaction(async (tx) => {
        await insertRow(tx, [10], { withCommit: true });
        // Another connection of the pool sees it already.
        expect(await count(10)).toBe(1);
      });
    });

    it('refuses a statement sent after the COMMIT went', async () => {
      await expect(
        database.db.transaction(async (tx) => {
          await insertRow(tx, [11], { withCommit: true });
          await insertRow(tx, [12]);
        }),
      ).rejects.toThrow(/after its transaction committed/);
      expect([await count(11), await count(12)]).toEqual([1, 0]);
    });

    it('sends nothing for a transaction that ran no statement', async () => {
      const sent = await sentWhile(() => database.db.transaction(async () => 'nothing'));
      expect(sent).toEqual([]);
    });

    it('sends the BEGIN first when the first statement is not a prepared one', async () => {
      const sent = await sentWhile(() =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await insertRow(tx, [13]);
        }),
      );
      expect(sent).toEqual([
        'BEGIN',
        'select 1',
        'insert into fold_probe values ($1::int)',
        'COMMIT',
      ]);
      expect(await count(13)).toBe(1);
    });
  });
});
