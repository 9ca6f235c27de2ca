import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobPayloads, JobQueue, type JobLog } from '../../jobs';
import { testConfig, testSecrets } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { createMediaStorage } from '../media';
import { createPersonalDataSteps } from './personal-data-steps';

const quiet: JobLog = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * A module added later cannot forget closing and export (ADR 39): every table that names a person
 * (a column referencing `users`, or a `user_id` column without one) is some module's step's, as the
 * migrated database says, whichever file declared the table.
 */
describe('the steps of closing and exporting an account', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const steps = () =>
    createPersonalDataSteps(
      {
        db: database.db,
        storage: createMediaStorage(testConfig(), testSecrets),
        secrets: testSecrets,
        jobs: new JobQueue(database, jobPayloads),
      },
      quiet,
    );

  async function tablesNamingAPerson(): Promise<string[]> {
    const { rows } = await database.executeSql(
      `select tc.table_name as name
         from information_schema.table_constraints tc
         join information_schema.constraint_column_usage ccu
           on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
        where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'
          and ccu.table_name = 'users'
       union
       select table_name from information_schema.columns
        where table_schema = 'public' and column_name ~ '(^|_)user_id$'
       union
       select 'users'`,
      [],
    );
    return (rows as { name: string }[]).map((row) => row.name).sort();
  }

  it('covers every table that names a person', async () => {
    const covered = new Set(steps().flatMap((step) => step.tables));
    const tables = await tablesNamingAPerson();
    expect(tables).toContain('credit_ledger');
    expect(tables.filter((table) => !covered.has(table))).toEqual([]);
  });

  it('names only tables that exist, each in one step', async () => {
    const named = steps().flatMap((step) => step.tables);
    const { rows } = await database.executeSql(
      `select table_name as name from information_schema.tables where table_schema = 'public'`,
      [],
    );
    const existing = new Set((rows as { name: string }[]).map((row) => row.name));
    expect(named.filter((table) => !existing.has(table))).toEqual([]);
    expect(new Set(named).size).toBe(named.length);
  });

  it('erases the account row last, after every step that reads it', () => {
    const modules = steps().map((step) => step.module);
    expect(modules.at(-1)).toBe('users');
    expect(modules.indexOf('renders')).toBeLessThan(modules.indexOf('credits'));
  });
});
