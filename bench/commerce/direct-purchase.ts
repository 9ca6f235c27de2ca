import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../../apps/server/src/db/database';

type Query = (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Runs `work` in one transaction straight on the driver under the app's Drizzle instance: a client
 * of the same pg Pool (so the same connection limit) on PostgreSQL, the PGlite instance itself on
 * the embedded engine. Rolls back when `work` throws.
 */
export function driverTransactions(database: Database) {
  const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (database.kind === 'pglite') {
    const pglite = client as PGlite;
    return <T>(work: (query: Query) => Promise<T>): Promise<T> =>
      pglite.transaction((tx) => work((text, values) => tx.query(text, values)));
  }
  const pool = client as pg.Pool;
  return async <T>(work: (query: Query) => Promise<T>): Promise<T> => {
    const connection = await pool.connect();
    try {
      await connection.query('begin');
      const result = await work((text, values) => connection.query(text, values));
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

/**
 * The SQL of one purchase as CommerceService.purchase sends it (a fresh Idempotency-Key, a buyer
 * in the default region), statement for statement and in the same order: lock the buyer, look up
 * the key, the template, ownership and the ledger cause, charge, write the ledger row, the licence
 * and the key's answer, then add to the hot row's purchase count just before the commit. Throws
 * the reason when the purchase cannot go through, which rolls it back.
 */
export async function purchaseDirectly(
  query: Query,
  buyer: { userId: string; templateId: number },
): Promise<void> {
  const { userId, templateId } = buyer;
  const key = randomUUID();
  const [locked] = (
    await query('select "credits" from "users" where "users"."id" = $1 for update', [userId])
  ).rows;
  if (!locked) throw new Error('no such account');
  const seen = await query(
    'select * from "idempotent_requests" where ("user_id" = $1 and "key" = $2)',
    [userId, key],
  );
  if (seen.rows.length > 0) throw new Error('key seen before');
  const [template] = (
    await query('select * from "templates" where "templates"."id" = $1', [templateId])
  ).rows;
  if (!template) throw new Error('no such template');
  const owned = await query(
    'select * from "licences" where ("user_id" = $1 and "template_id" = $2) order by "created_at" asc limit 1',
    [userId, templateId],
  );
  if (owned.rows.length > 0) throw new Error('already purchased');
  const price = Number(template.price);
  const reference = `template:${templateId}`;
  const cause = await query(
    'select * from "credit_ledger" where ("user_id" = $1 and "reason" = $2 and "reference" = $3)',
    [userId, 'template_purchase', reference],
  );
  if (cause.rows.length > 0) throw new Error('ledger cause seen before');
  const [charged] = (
    await query(
      'update "users" set "credits" = "users"."credits" + $1, "updated_at" = $2 ' +
        'where ("users"."id" = $3 and "users"."credits" + $4 >= 0) returning "credits"',
      [-price, new Date(), userId, -price],
    )
  ).rows;
  if (!charged) throw new Error('not enough credits');
  const [ledger] = (
    await query(
      'insert into "credit_ledger" ("user_id", "delta", "reason", "reference", "balance_after") ' +
        'values ($1, $2, $3, $4, $5) returning "id"',
      [userId, -price, 'template_purchase', reference, charged.credits],
    )
  ).rows;
  const [licence] = (
    await query(
      'insert into "licences" ("user_id", "template_id", "credits_paid", "ledger_id", "source") ' +
        'values ($1, $2, $3, $4, $5) returning *',
      [userId, templateId, price, ledger!.id, 'purchase'],
    )
  ).rows;
  const answer = {
    charged: true,
    creditsCharged: price,
    remainingCredits: charged.credits,
    licenceId: licence!.id,
  };
  await query(
    'insert into "idempotent_requests" ("user_id", "key", "fingerprint", "response") values ($1, $2, $3, $4)',
    [userId, key, `purchase ${JSON.stringify({ templateId })}`, JSON.stringify(answer)],
  );
  await query(
    'update "templates" set "purchase_count" = "templates"."purchase_count" + $1 where "templates"."id" = $2',
    [1, templateId],
  );
}
