import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine, type TestDatabase } from '../test-support/test-database';
import { afterCommit } from './after-commit';

describe(`hooks after commit on ${testEngine}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('runs a hook once its transaction has committed, with the database', async () => {
    const seen: string[] = [];
    const result = await database.db.transaction(async (tx) => {
      afterCommit(tx, (db) => seen.push(db === database.db ? 'after commit' : 'another db'));
      await tx.execute(sql`select 1`);
      seen.push('in the transaction');
      return 'answer';
    });
    expect(result).toBe('answer');
    expect(seen).toEqual(['in the transaction', 'after commit']);
  });

  it('never runs the hooks of a transaction that rolled back', async () => {
    const seen: string[] = [];
    await expect(
      database.db.transaction(async (tx) => {
        afterCommit(tx, () => seen.push('rolled back, yet run'));
        throw new Error('roll it back');
      }),
    ).rejects.toThrow('roll it back');
    expect(seen).toEqual([]);
  });

  it('keeps a released savepoint’s hooks for the outer commit, and drops a rolled-back one’s', async () => {
    const seen: string[] = [];
    await database.db.transaction(async (tx) => {
      await tx.transaction(async (savepoint) => {
        afterCommit(savepoint, () => seen.push('released savepoint'));
      });
      await tx
        .transaction(async (savepoint) => {
          afterCommit(savepoint, () => seen.push('rolled-back savepoint'));
          throw new Error('roll the savepoint back');
        })
        .catch(() => undefined);
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['released savepoint']);
  });

  it('runs at once outside a transaction: the statement committed on its own', () => {
    const seen: string[] = [];
    afterCommit(database.db, () => seen.push('now'));
    expect(seen).toEqual(['now']);
  });

  it('lets a failing hook change nothing about the committed transaction', async () => {
    const seen: string[] = [];
    const result = await database.db.transaction(async (tx) => {
      afterCommit(tx, () => {
        throw new Error('a counter broke');
      });
      afterCommit(tx, () => seen.push('the next hook'));
      return 'committed';
    });
    expect(result).toBe('committed');
    expect(seen).toEqual(['the next hook']);
  });
});
