import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Tx } from './database';
import { RELEASE_FIRST, WITH_COMMIT } from './folded-round-trips';
import { runPrepared } from './pglite-prepared';

/** What both drivers' clients (a pg Pool or PoolClient, a PGlite or its transaction) can run. */
interface PgClient {
  query(config: {
    name: string;
    text: string;
    values: unknown[];
    [WITH_COMMIT]: boolean;
    [RELEASE_FIRST]: boolean;
  }): Promise<{ rows: unknown[] }>;
}
type PgliteClient = PGlite | Transaction;

/**
 * The driver's own client under a Drizzle database or transaction: the connection a transaction
 * holds, so a statement sent on it joins that transaction. Drizzle keeps it as `session.client` on
 * both engines; `prepared-statement.db.test.ts` fails if an upgrade moves it.
 */
function clientOf(tx: Tx): PgClient | PgliteClient {
  const session = (tx as unknown as { session?: { client?: PgClient | PgliteClient } }).session;
  if (!session?.client) throw new Error('Drizzle no longer exposes its driver client.');
  return session.client;
}

const isPglite = (client: PgClient | PgliteClient): client is PgliteClient => 'exec' in client;

/**
 * How a statement is sent: `withCommit`, with its transaction's COMMIT (on PostgreSQL, ADR 62);
 * `releaseFirst`, that COMMIT releasing the locks before the WAL is flushed (`RELEASE_FIRST`).
 */
export interface StatementSending {
  withCommit: boolean;
  releaseFirst?: boolean;
}

/** The marks a pg query config carries for how its statement is sent (`folded-round-trips.ts`). */
export function sendingMarks(sending: StatementSending | undefined) {
  const withCommit = sending?.withCommit === true;
  return {
    [WITH_COMMIT]: withCommit,
    [RELEASE_FIRST]: withCommit && sending?.releaseFirst === true,
  };
}

/**
 * A statement on the spending path, written once as SQL text with `$n` values. Drizzle builds a
 * query's text and its result mapping again on every call (a tenth of a millisecond each, several
 * times a purchase); this sends the text as it is, as a named prepared statement: parsed and
 * planned once per PostgreSQL connection, or once per PGlite database (`pglite-prepared.ts`).
 * Rows come back as the driver parses them: name columns in snake_case or alias them, and cast
 * `bigint`s to what the caller wants (pg answers them as strings).
 */
export function preparedStatement<Row extends object>(name: string, text: string) {
  return async (tx: Tx, values: unknown[], sending?: StatementSending): Promise<Row[]> => {
    const client = clientOf(tx);
    if (isPglite(client)) return (await runPrepared(client, name, text, values)).rows as Row[];
    // A savepoint's statement never takes the COMMIT of the transaction around it.
    const marks = sendingMarks(topLevel(tx) ? sending : undefined);
    const result = await client.query({ name, text, values, ...marks });
    return result.rows as Row[];
  };
}

/** Whether `tx` is a transaction itself rather than a savepoint in one (Drizzle's `nestedIndex`). */
const topLevel = (tx: Tx) => (tx as unknown as { nestedIndex?: number }).nestedIndex === 0;
