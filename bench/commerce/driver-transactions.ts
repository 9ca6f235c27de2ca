import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../../apps/server/src/db/database';
import { runPrepared } from '../../apps/server/src/db/pglite-prepared';
import { sendingMarks, type StatementSending } from '../../apps/server/src/db/prepared-statement';

/**
 * One statement on the transaction's connection: a named prepared statement when `name` is given,
 * as the app's own prepared statements are; unnamed, as Drizzle's queries go, when it is undefined.
 * `sending`: the transaction's last statement, sent with its COMMIT as the app sends its charge
 * (ADR 62; on PostgreSQL), releasing a team's row before the flush as the app does (ADR 63).
 */
export type Query = (
  name: string | undefined,
  text: string,
  values: unknown[],
  sending?: StatementSending,
) => Promise<{ rows: Record<string, unknown>[] }>;

/** Runs `work` in one transaction on the driver; see driverTransactions. */
export type Transactions = ReturnType<typeof driverTransactions>;

/**
 * Runs `work` in one transaction straight on the driver under the app's Drizzle instance: a client
 * of the same pg Pool (so the same connection limit) on PostgreSQL, the PGlite instance itself on
 * the embedded engine; on both, named prepared statements as the app sends them. Rolls back when
 * `work` throws.
 */
export function driverTransactions(database: Database) {
  const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (database.kind === 'pglite') {
    const pglite = client as PGlite;
    return <T>(work: (query: Query) => Promise<T>): Promise<T> =>
      pglite.transaction((tx) =>
        work((name, text, values) =>
          name ? runPrepared(tx, `direct-${name}`, text, values) : tx.query(text, values),
        ),
      );
  }
  const pool = client as pg.Pool;
  return async <T>(work: (query: Query) => Promise<T>): Promise<T> => {
    const connection = await pool.connect();
    try {
      await connection.query('begin');
      // Its own names: the app's statements of these names, prepared on the same connections, are
      // the same SQL written out differently.
      const result = await work((name, text, values, sending) => {
        if (!name) return connection.query({ text, values });
        const marks = sendingMarks(sending);
        return connection.query({ name: `direct-${name}`, text, values, ...marks });
      });
      await connection.query('commit');
      return result;
    } catch (error) {
      await connection.query('rollback');
      throw error;
    } finally {
      connection.release();
    }
  };
}
