import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { runHooksAfterCommit } from './after-commit';
import { acquireDataDirLock } from './data-dir-lock';
import { foldRoundTrips } from './folded-round-trips';
import { prepareQueriesOf } from './pglite-prepared';
import { transactionsOnPool } from './pool-transactions';
import type { Db } from './query-surface';

// Declared in their own file, which the after-commit hooks name too.
export type { Db, Tx } from './query-surface';

export type DatabaseOptions =
  | {
      kind: 'pglite';
      dataDir?: string;
      /** A data directory dumped by `dumpDataDir`, to start from instead of an empty database. */
      loadDataDir?: Blob;
    }
  | { kind: 'postgres'; url: string; poolMax?: number; statementTimeoutMs?: number };

/** A connection pool's figures at this moment, for metrics. */
export interface PoolStats {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  /** The most connections the pool may open (DATABASE_POOL_MAX). */
  max: number;
}

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Round-trips a trivial query; rejects when the database does not answer within the timeout. */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * The PostgreSQL pool's figures; null on PGlite, which has one connection inside the process and
   * no pool (its queries queue on a lock that reports nothing).
   */
  poolStats(): PoolStats | null;
  migrate(migrationsFolder?: string): Promise<void>;
  /**
   * Runs SQL text as written, for a library that brings its own (pg-boss): one statement with `$n`
   * values, or a script of several statements without them. On PGlite a script runs inside a
   * transaction, so a failing statement cannot leave the single connection in an aborted one.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs `work` while no other process on this database runs its own `exclusively` or migrates:
   * for a set-up that others' libraries do not make safe when processes start together. Only one
   * process opens PGlite, so there it just runs.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** pg_trgm backs catalogue search; PostgreSQL ships it, PGlite loads it as an extension. */
const PGLITE_EXTENSIONS = { pg_trgm };

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

/** Opens the database and brings its schema up to date; closes it again if migrating fails. */
export async function openMigratedDatabase(options: DatabaseOptions): Promise<Database> {
  const database = await openDatabase(options);
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * Opens the embedded PGlite database (in memory without a dataDir) or a PostgreSQL pool.
 * An on-disk PGlite directory is locked for the life of the handle.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'pglite' ? openPglite(options) : openPostgres(options);
}

async function openPglite({
  dataDir,
  loadDataDir,
}: {
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<Database> {
  const lock = dataDir ? acquireDataDirLock(path.dirname(dataDir)) : undefined;
  try {
    if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
    const client = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
      extensions: PGLITE_EXTENSIONS,
    });
    prepareQueriesOf(client);
    const db = drizzlePglite(client) as unknown as Db;
    return databaseHandle('pglite', db, {
      migrate: (folder = MIGRATIONS_FOLDER) =>
        migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
      poolStats: () => null,
      exclusively: (work) => work(),
      executeSql: async (text, values) => {
        if (values?.length) return client.query(text, values);
        // A script may hold its own BEGIN … COMMIT: nested in this transaction it only warns, and
        // when a statement fails this transaction's ROLLBACK ends whatever was left open.
        const results = await client.transaction((tx) => tx.exec(text));
        return results.at(-1) ?? { rows: [] };
      },
      close: async () => {
        await client.close();
        lock?.release();
      },
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * An empty embedded database with every migration applied, as a dumped data directory: opening one
 * from it (`loadDataDir`) skips creating and migrating a database, which test runs do per file.
 */
export async function migratedPgliteSnapshot(): Promise<Blob> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/**
 * The longest a statement of the pool may run before PostgreSQL cancels it (issue 68): a search
 * or a list that a catalogue made slow fails alone instead of holding connections until the
 * whole store waits on it. Generous for every statement a request or a job runs; migrating,
 * which may build an index over a big table, has none.
 */
const STATEMENT_TIMEOUT_MS = 15_000;

/**
 * Every statement of the store is short: JIT compiled one whose rows were overestimated (a table
 * whose statistics were not yet gathered) for 230 ms, to run it in 1.
 */
export const SESSION_OPTIONS = '-c jit=off';

async function openPostgres(options: {
  url: string;
  poolMax?: number;
  statementTimeoutMs?: number;
}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    statement_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
    options: SESSION_OPTIONS,
  });
  // An idle client that loses its connection emits 'error' on the pool; without a listener that
  // would crash the process. The next query gets a fresh connection, and health reports the outage.
  pool.on('error', () => {});
  // A connection lost while its client is checked out (inside a transaction, between queries)
  // makes the client emit 'error' too, and the pool listens only while a client is idle: unheard,
  // that would end the process at every PostgreSQL restart. The query in flight fails by itself,
  // and the pool drops the broken client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    foldRoundTrips(client);
  });
  const db = drizzlePostgres(pool) as unknown as Db;
  transactionsOnPool(db, pool);
  const max = options.poolMax ?? 10;
  return databaseHandle('postgres', db, {
    migrate: (folder = MIGRATIONS_FOLDER) => migrateUnderLock(pool, folder),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    }),
    exclusively: (work) => underMigrationLock(options.url, work),
    executeSql: async (text, values) => {
      // Without values node-postgres uses the simple protocol, which runs a script as one request
      // and answers a script with one result per statement.
      const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    },
    close: () => pool.end(),
  });
}

/**
 * Which advisory lock migrating holds: any fixed number that nothing else of the store locks
 * (pg-boss keys its own locks by schema name).
 */
const MIGRATION_LOCK_KEY = 7_201_925_001;

/**
 * Drizzle's migrator takes no lock: processes starting together on one PostgreSQL would each see
 * a migration missing and apply it, and all but one fail on a table that exists by then. Each
 * runs the whole migration under one session-level advisory lock on one connection instead, so
 * they migrate one after another and the later ones find nothing left to do.
 */
async function migrateUnderLock(pool: pg.Pool, folder: string): Promise<void> {
  const client = await pool.connect();
  try {
    // A migration may build an index over a big table: no statement timeout while it runs.
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePostgres(drizzlePostgres(client), { migrationsFolder: folder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      await client.query('reset statement_timeout');
    }
  } finally {
    client.release();
  }
}

/**
 * `work` under the migration lock, held on a connection of its own outside the pool, so `work`
 * can use the whole pool (even a pool of one). A later holder's statements start after the
 * earlier one committed, and see what it made.
 */
async function underMigrationLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases its advisory lock.
    await client.end();
  }
}

/**
 * A Database over one engine's own migrate, executeSql and close: a ping fails once it is closed,
 * and closing twice closes once. Its transactions run the hooks they collect after committing
 * (`afterCommit`).
 */
function databaseHandle(
  kind: Database['kind'],
  db: Db,
  engine: Pick<Database, 'migrate' | 'executeSql' | 'exclusively' | 'close' | 'poolStats'>,
): Database {
  let closed = false;
  return {
    kind,
    db: runHooksAfterCommit(db),
    poolStats: engine.poolStats,
    ping: (timeoutMs) =>
      withTimeout(
        pingQuery(db, () => closed),
        timeoutMs,
      ),
    migrate: engine.migrate,
    executeSql: engine.executeSql,
    exclusively: engine.exclusively,
    close: async () => {
      if (closed) return;
      closed = true;
      await engine.close();
    },
  };
}

async function pingQuery(db: Db, isClosed: () => boolean): Promise<void> {
  if (isClosed()) throw new Error('The database connection is closed.');
  await db.execute(sql`select 1`);
}

function withTimeout<T>(work: Promise<T>, timeoutMs = 2000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The database did not answer within ${timeoutMs} ms.`)),
      timeoutMs,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
