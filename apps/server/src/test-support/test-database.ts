import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database';

/** Which engine the database suites run on: PGlite always, PostgreSQL when the run asks for it. */
export const testEngine: 'pglite' | 'postgres' =
  process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase extends Database {
  /** The URL of the throwaway PostgreSQL database, when the engine is PostgreSQL. */
  readonly url?: string;
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new PostgreSQL database
 * created next to DATABASE_URL's and dropped on close, so files never see each other's rows.
 */
export async function createTestDatabase(
  options: { migrationsFolder?: string } = {},
): Promise<TestDatabase> {
  if (testEngine === 'pglite') {
    const database = await openDatabase({ kind: 'pglite' });
    await database.migrate(options.migrationsFolder);
    return database;
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
  const throwaway = await createThrowawayPostgres(adminUrl);
  const database = await openDatabase({ kind: 'postgres', url: throwaway.url, poolMax: 5 });
  await database.migrate(options.migrationsFolder);
  return {
    ...database,
    url: throwaway.url,
    close: async () => {
      await database.close();
      await throwaway.drop();
    },
  };
}

/** An empty PostgreSQL database next to `adminUrl`'s, for a test that starts servers on it. */
export async function createThrowawayPostgres(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `frameshop_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

async function withAdminClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
