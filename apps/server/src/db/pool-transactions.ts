import type pg from 'pg';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { Db } from './query-surface';

/** What Drizzle's PostgreSQL database keeps of its own: its dialect and its session's options. */
interface DrizzleInternals {
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  session: { options: ConstructorParameters<typeof NodePgSession>[3] };
}

/**
 * `db.transaction` on a pool, without Drizzle's per-transaction query building. Drizzle sends its
 * BEGIN and COMMIT as queries of its own (each built from SQL, traced, prepared and mapped: about
 * a twentieth of a purchase's CPU in the server), and works out on every transaction whether its
 * client is a pool. Here they go to the connection as the bare words, which the folded round trips
 * (`folded-round-trips.ts`) hold and send with the statements. A transaction with settings (an
 * isolation level) goes through Drizzle's own. The transaction object is Drizzle's, so savepoints
 * and every query inside work as before.
 */
export function transactionsOnPool(db: Db, pool: pg.Pool): void {
  const drizzleTransaction = db.transaction.bind(db);
  const { dialect, session } = db as unknown as DrizzleInternals;
  db.transaction = (async (work, config) => {
    if (config) return drizzleTransaction(work, config);
    const client = await pool.connect();
    const tx = new NodePgTransaction(
      dialect,
      new NodePgSession(client, dialect, undefined, session.options),
      undefined,
    );
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await work(tx as unknown as Parameters<typeof work>[0]);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      // A connection whose ROLLBACK fails is in no state to serve another transaction: the pool
      // drops it instead of handing it out again.
      await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
      throw error;
    } finally {
      client.release(broken);
    }
  }) as Db['transaction'];
}
