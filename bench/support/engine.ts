import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/db/database';

export type Engine = 'pglite' | 'postgres';

/**
 * The embedded PGlite always; PostgreSQL too when DATABASE_URL is set. BENCH_ENGINES (`postgres`,
 * `pglite`, or both, comma-separated) narrows that down while working on one of them.
 */
export const benchEngines: Engine[] = (
  process.env.DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const)
).filter((engine) => process.env.BENCH_ENGINES?.split(',').includes(engine) ?? true);

/**
 * A fresh, empty database: an in-memory PGlite, or a throwaway PostgreSQL database created next to
 * DATABASE_URL's (a pool of 10, as the server's default) and dropped again by `drop`.
 */
export async function openEngine(
  engine: Engine,
): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  if (engine === 'pglite') {
    const database = await openDatabase({ kind: 'pglite' });
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.DATABASE_URL!;
  const name = `frameshop_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 10 });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
