import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../../apps/server/src/db/database';

type Query = (
  name: string,
  text: string,
  values: unknown[],
) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Runs `work` in one transaction straight on the driver under the app's Drizzle instance: a client
 * of the same pg Pool (so the same connection limit) on PostgreSQL, sending named prepared statements
 * as the app does; the PGlite instance itself on the embedded engine. Rolls back when `work` throws.
 */
export function driverTransactions(database: Database) {
  const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (database.kind === 'pglite') {
    const pglite = client as PGlite;
    return <T>(work: (query: Query) => Promise<T>): Promise<T> =>
      pglite.transaction((tx) => work((_name, text, values) => tx.query(text, values)));
  }
  const pool = client as pg.Pool;
  return async <T>(work: (query: Query) => Promise<T>): Promise<T> => {
    const connection = await pool.connect();
    try {
      await connection.query('begin');
      // Its own names: the app's statements of these names, prepared on the same connections, are
      // the same SQL written out differently.
      const result = await work((name, text, values) =>
        connection.query({ name: `direct-${name}`, text, values }),
      );
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
 * in the default region), statement for statement and in the same order: lock the buyer, read the
 * key's earlier request, the price and ownership in one statement, charge, write the ledger row and the licence
 * in one statement, the key's answer, then add to the hot row's purchase count just before the
 * commit. Throws the reason when the purchase cannot go through, which rolls it back.
 */
export async function purchaseDirectly(
  query: Query,
  buyer: { userId: string; templateId: number },
): Promise<void> {
  const { userId, templateId } = buyer;
  const key = randomUUID();
  const [locked] = (
    await query(
      'lock-buyer',
      'select credits, token_version from "users" where id = $1 for update',
      [userId],
    )
  ).rows;
  if (!locked) throw new Error('no such account');
  // The key's earlier request, the price and ownership, in one statement.
  const [template] = (
    await query(
      'purchase-facts',
      'select t.price, t.price_ind, (select l.id::text from "licences" l where l.user_id = $1 ' +
        'and l.template_id = t.id order by l.created_at limit 1) as owned_licence_id, ' +
        'r.fingerprint as seen_fingerprint, r.response as seen_response ' +
        'from (select $2::bigint as id) wanted left join "templates" t on t.id = wanted.id ' +
        'left join "idempotent_requests" r on r.user_id = $1 and r.key = $3',
      [userId, templateId, key],
    )
  ).rows;
  if (template!.seen_fingerprint !== null) throw new Error('key seen before');
  if (template!.price === null) throw new Error('no such template');
  if (template!.owned_licence_id !== null) throw new Error('already purchased');
  const price = Number(template!.price);
  const reference = `template:${templateId}`;
  // applyCreditChange's one statement with the licence it pays for: the cause seen before, or the
  // charge, its ledger row and the licence.
  const [charged] = (
    await query(
      'change-balance-licence',
      'with existing as (select id, balance_after from "credit_ledger" ' +
        'where user_id = $1::uuid and reason = $2::text and reference = $3::text), ' +
        'changed as (update "users" set credits = credits + $4::int, updated_at = now() ' +
        'where id = $1::uuid and credits + $4::int >= 0 and not exists (select 1 from existing) ' +
        'returning credits), ' +
        'entry as (insert into "credit_ledger" (user_id, delta, reason, reference, balance_after) ' +
        'select $1::uuid, $4::int, $2::text, $3::text, credits from changed returning id, balance_after), ' +
        'granted as (insert into "licences" (user_id, template_id, credits_paid, ledger_id, source) ' +
        'select $1::uuid, $5::bigint, -$4::int, entry.id, $6::text from entry returning id) ' +
        'select id::text, balance_after, true as applied, (select id::text from granted) as granted_id from entry ' +
        'union all select id::text, balance_after, false as applied, null as granted_id from existing',
      [userId, 'template_purchase', reference, -price, templateId, 'purchase'],
    )
  ).rows;
  if (!charged) throw new Error('not enough credits');
  if (!charged.applied) throw new Error('ledger cause seen before');
  const answer = {
    charged: true,
    creditsCharged: price,
    remainingCredits: charged.balance_after,
    licenceId: charged.granted_id,
  };
  await query(
    'insert-idempotent-request',
    'insert into "idempotent_requests" (user_id, key, fingerprint, response) values ($1, $2, $3, $4::jsonb)',
    [userId, key, `purchase ${JSON.stringify({ templateId })}`, JSON.stringify(answer)],
  );
  await query(
    'add-to-purchase-count',
    'update "templates" set purchase_count = purchase_count + $2 where id = $1',
    [templateId, 1],
  );
}
