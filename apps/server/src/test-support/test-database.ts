import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
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
 * created next to DATABASE_URL's and dropped on close, so files never see each other's rows. Under
 * Vitest each starts as a copy of the run's migrated template (see `*.global.ts`); migrating it
 * again then finds nothing to do. A test of other migrations starts from an empty database.
 */
export async function createTestDatabase(
  options: { migrationsFolder?: string } = {},
): Promise<TestDatabase> {
  const fromTemplate = options.migrationsFolder === undefined;
  if (testEngine === 'pglite') {
    const snapshot = fromTemplate ? pgliteSnapshot() : undefined;
    const database = await openDatabase({ kind: 'pglite', loadDataDir: snapshot });
    await database.migrate(options.migrationsFolder);
    return database;
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
  const template = fromTemplate ? provided('postgresTemplateDatabase') : undefined;
  const throwaway = await createThrowawayPostgres(adminUrl, template);
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

/**
 * What the run's global setup provided, when this runs in a Vitest worker with it; a process a test
 * started (which inherits VITEST in its environment) has none and starts from an empty database.
 */
function provided(key: 'pgliteSnapshotFile' | 'postgresTemplateDatabase'): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

/**
 * An embedded database on disk in `dataDir` (its `pglite` folder), migrated and left open: what a
 * store that has run once leaves behind, for a suite to put rows in before its servers start.
 * From the run's snapshot, like `createTestDatabase`.
 */
export async function openMigratedPgliteDataDir(dataDir: string): Promise<Database> {
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: path.join(dataDir, 'pglite'),
    loadDataDir: pgliteSnapshot(),
  });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** `openMigratedPgliteDataDir`'s database, closed again (the directory belongs to one process). */
export async function migratedPgliteDataDir(dataDir: string): Promise<void> {
  await (await openMigratedPgliteDataDir(dataDir)).close();
}

let snapshot: Blob | undefined;
/** The run's migrated PGlite data directory, read once per Vitest worker (files share modules). */
function pgliteSnapshot(): Blob | undefined {
  const file = provided('pgliteSnapshotFile');
  if (file) snapshot ??= new Blob([fs.readFileSync(file)]);
  return snapshot;
}

/**
 * An empty PostgreSQL database next to `adminUrl`'s (or a copy of `template`), for a test that
 * starts servers on it.
 */
export async function createThrowawayPostgres(
  adminUrl: string,
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `frameshop_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
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
