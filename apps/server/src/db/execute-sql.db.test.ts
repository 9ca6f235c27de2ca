import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';

/** `Database.executeSql` is what pg-boss runs all its SQL through, on either engine. */
describe('running SQL text as written', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('runs one statement with $n values', async () => {
    const { rows } = await database.executeSql('select $1::int + $2::int as sum', [40, 2]);
    expect(rows).toEqual([{ sum: 42 }]);
  });

  it('runs a script of several statements and answers the last one', async () => {
    const { rows } = await database.executeSql(`
      create temporary table script_probe (n int);
      insert into script_probe values (1), (2);
      select count(*)::int as count from script_probe;
    `);
    expect(rows).toEqual([{ count: 2 }]);
  });

  it('leaves the connection usable after a script fails inside its own transaction', async () => {
    await expect(database.executeSql('begin; select 1 / 0; commit;')).rejects.toThrow(
      /division by zero/,
    );
    const { rows } = await database.executeSql('select 1 as ok', []);
    expect(rows).toEqual([{ ok: 1 }]);
  });
});
