import type PgBoss from 'pg-boss';
import type { Db } from '../db/database';

/** A Drizzle database or transaction: both carry the session their queries run on. */
export type Queryable = Pick<Db, '_'>;

/**
 * pg-boss's `db` adapter over a caller's Drizzle transaction, so a job is inserted by the very
 * transaction that records its cause: it exists if and only if that transaction commits. The SQL
 * goes through the session unchanged (as `db.execute` does after building its own), on either engine.
 */
export function transactionExecutor(tx: Queryable): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const query = tx._.session.prepareQuery(
        { sql: text, params: values },
        undefined,
        undefined,
        false,
      );
      return (await query.execute()) as { rows: unknown[] };
    },
  };
}
