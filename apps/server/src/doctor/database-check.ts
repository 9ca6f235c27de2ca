import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Config } from '../config/env';
import { DataDirLockedError } from '../db/data-dir-lock';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../db/database';
import { outboundRequest, type Deadlines } from '../http/outbound-request';
import {
  failed,
  fixFor,
  networkFixes,
  ok,
  reach,
  reason,
  type DoctorRow,
  type Fixes,
} from './doctor-row';

const PART = 'database';

/**
 * The database answers, and its migrations are this version's: none unknown to it (a newer
 * version migrated it), the missing ones applied by the store when it starts. On the embedded
 * database a running store holds the data directory; then the store's readiness says it answers.
 */
export async function databaseCheck(config: Config, deadlines: Deadlines): Promise<DoctorRow> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const { database } = config;
  if (database.kind === 'pglite' && !fs.existsSync(database.dataDir)) {
    return ok(
      PART,
      `embedded, not made yet: the first start makes it in ${database.dataDir} and applies ` +
        `${migrations.length} migrations`,
    );
  }
  const where = database.kind === 'pglite' ? `embedded, in ${database.dataDir}` : 'PostgreSQL';
  let opened: Database;
  try {
    opened = await openDatabase(
      database.kind === 'pglite' ? database : { kind: 'postgres', url: database.url, poolMax: 1 },
    );
  } catch (error) {
    if (error instanceof DataDirLockedError) return runningStoreCheck(config, deadlines);
    return failed(PART, `${where}: connect: ${reason(error)}`, fixFor(connectFixes(config), error));
  }
  try {
    return await reach(PART, `${where}: connect`, connectFixes(config), async () => {
      await opened.ping(deadlines.totalMs);
      const latest = Math.max(...migrations.map((migration) => migration.folderMillis));
      const applied = await appliedMigrations(opened);
      if (applied.last > latest) {
        throw new Error(
          `it was migrated by a newer Frameshop (${applied.count} migrations, this one knows ` +
            `${migrations.length})`,
        );
      }
      const pending = migrations.filter((migration) => migration.folderMillis > applied.last);
      return pending.length === 0
        ? `${where} answers; migrations current (${applied.count})`
        : `${where} answers; ${pending.length} of ${migrations.length} migrations to apply, ` +
            'which the store does when it starts';
    });
  } finally {
    await opened.close();
  }
}

function connectFixes(config: Config): Fixes {
  const { database } = config;
  if (database.kind === 'postgres') {
    return networkFixes(
      'DATABASE_URL',
      new URL(database.url).host || 'PostgreSQL',
      "Check DATABASE_URL's user, password and database, and that PostgreSQL 14+ runs there.",
    );
  }
  const fix = 'Check that DATA_DIR is the store’s own directory and this user may write it.';
  return { unreachable: fix, timeout: fix, refused: fix };
}

/** How many migrations the database has, and when the newest of them was made (Drizzle's record). */
async function appliedMigrations(database: Database): Promise<{ count: number; last: number }> {
  const table = await database.db.execute<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table.rows[0]?.present) return { count: 0, last: 0 };
  const result = await database.db.execute<{ count: number | string; last: number | string }>(
    sql`select count(*) as count, coalesce(max(created_at), 0) as last from drizzle.__drizzle_migrations`,
  );
  const row = result.rows[0];
  return { count: Number(row?.count ?? 0), last: Number(row?.last ?? 0) };
}

/** The embedded database is the running store's: it is fine if the store answers ready. */
async function runningStoreCheck(config: Config, deadlines: Deadlines): Promise<DoctorRow> {
  const host = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}/api/health/ready`;
  const what = `embedded, held by a running store; ${url}`;
  try {
    const answer = await outboundRequest(url, { method: 'GET' }, deadlines);
    if (answer.status === 200) return ok(PART, `${what} answers ready`);
    return failed(PART, `${what} answered ${answer.status}`, readyFix);
  } catch (error) {
    return failed(PART, `${what}: ${(error as Error).message}`, readyFix);
  }
}

const readyFix =
  'Another process holds DATA_DIR and does not answer ready: look at its log, or stop it.';
