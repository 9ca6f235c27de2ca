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
 * the key, the template and ownership, charge and write the ledger row in one statement, the licence
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
  // applyCreditChange's one statement: the cause seen before, or the charge and its ledger row.
  const [charged] = (
    await query(
      'with existing as (select id, balance_after from "credit_ledger" ' +
        'where user_id = $1::uuid and reason = $2::text and reference = $3::text), ' +
        'changed as (update "users" set credits = credits + $4::int, updated_at = now() ' +
        'where id = $1::uuid and credits + $4::int >= 0 and not exists (select 1 from existing) ' +
        'returning credits), ' +
        'entry as (insert into "credit_ledger" (user_id, delta, reason, reference, balance_after) ' +
        'select $1::uuid, $4::int, $2::text, $3::text, credits from changed returning id, balance_after) ' +
        'select id, balance_after, true as applied from entry ' +
        'union all select id, balance_after, false as applied from existing',
      [userId, 'template_purchase', reference, -price],
    )
  ).rows;
  if (!charged) throw new Error('not enough credits');
  if (!charged.applied) throw new Error('ledger cause seen before');
  const [licence] = (
    await query(
      'insert into "licences" ("user_id", "template_id", "credits_paid", "ledger_id", "source") ' +
        'values ($1, $2, $3, $4, $5) returning *',
      [userId, templateId, price, charged.id, 'purchase'],
    )
  ).rows;
  const answer = {
    charged: true,
    creditsCharged: price,
    remainingCredits: charged.balance_after,
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
