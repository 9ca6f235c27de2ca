import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { createThrowawayPostgres, testEngine } from '../test-support/test-database';

/**
 * A statement that runs too long is cancelled by PostgreSQL (issue 68), so a slow search cannot
 * hold the pool's connections; the connection serves the next statement, and migrating has no
 * limit. (PGlite runs one statement at a time inside the process: nothing to hold.)
 */
describe.runIf(testEngine === 'postgres')('the statement timeout', () => {
  let throwaway: { url: string; drop(): Promise<void> };
  let database: Database;

  beforeAll(async () => {
    throwaway = await createThrowawayPostgres(process.env.DATABASE_URL as string);
    database = await openDatabase({
      kind: 'postgres',
      url: throwaway.url,
      poolMax: 1,
      statementTimeoutMs: 200,
    });
  });
  afterAll(async () => {
    await database?.close();
    await throwaway?.drop();
  });

  it('cancels a statement that runs longer, and the connection answers the next one', async () => {
    await expect(database.executeSql('select pg_sleep(2)')).rejects.toMatchObject({
      code: '57014',
    });
    const { rows } = await database.executeSql('select 1 as one');
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('lets migrating run without it, and keeps it for what follows', async () => {
    await database.migrate();
    const { rows } = await database.executeSql('show statement_timeout');
    expect(rows).toEqual([{ statement_timeout: '200ms' }]);
  });
});
