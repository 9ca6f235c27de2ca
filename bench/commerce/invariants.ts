import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/database';

export interface Invariant {
  rule: string;
  /** How many rows break it (the goal is 0), with a few of them to look at. */
  anomalies: number;
  examples: unknown[];
}

/** Each template's purchase count, to compare with the licences sold after the run. */
export async function purchaseCounts(database: Database): Promise<Map<number, number>> {
  const { rows } = await database.db.execute<{ id: number; purchase_count: number }>(
    sql`select id::int as id, purchase_count from templates`,
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.purchase_count)]));
}

/**
 * The commerce invariants over the whole database after the run: balances match their ledgers and
 * never go negative, nobody bought a template twice, every purchase's licence has the ledger row
 * that paid for it (and every purchase charge its licence), each template's purchase count grew by
 * the licences it sold, and as many purchases were answered as licences were written.
 */
export async function checkInvariants(
  database: Database,
  countsBefore: Map<number, number>,
  purchasesAnswered: number,
): Promise<Invariant[]> {
  const check = async (rule: string, rows: SQL): Promise<Invariant> => {
    const { rows: found } = await database.db.execute<Record<string, unknown>>(rows);
    return { rule, anomalies: found.length, examples: found.slice(0, 3) };
  };
  const invariants = [
    await check(
      "every user's ledger sums to users.credits",
      sql`select u.id, u.credits, coalesce(sum(l.delta), 0)::int as ledger
          from users u left join credit_ledger l on l.user_id = u.id
          group by u.id having u.credits <> coalesce(sum(l.delta), 0)`,
    ),
    await check('no balance below 0', sql`select id, credits from users where credits < 0`),
    await check(
      'at most one purchase licence per user and template',
      sql`select user_id, template_id, count(*)::int as licences from licences
          where source = 'purchase' group by user_id, template_id having count(*) > 1`,
    ),
    await check(
      "every purchase licence's ledger row exists with delta = -creditsPaid",
      sql`select li.id, li.credits_paid, l.delta from licences li
          left join credit_ledger l on l.id = li.ledger_id and l.user_id = li.user_id
          where li.source = 'purchase' and (
            (li.credits_paid > 0 and l.id is null) or (l.id is not null and l.delta <> -li.credits_paid))`,
    ),
    await check(
      'every purchase charge has its licence',
      sql`select l.id, l.user_id, l.reference from credit_ledger l
          where l.reason = 'template_purchase'
            and not exists (select 1 from licences li where li.ledger_id = l.id)`,
    ),
  ];
  const { rows: sold } = await database.db.execute<{ id: number; count: number; sold: number }>(
    sql`select t.id::int as id, t.purchase_count as count, count(li.id)::int as sold
        from templates t left join licences li on li.template_id = t.id group by t.id`,
  );
  const wrongCounts = sold.filter(
    (row) => Number(row.count) - (countsBefore.get(Number(row.id)) ?? 0) !== Number(row.sold),
  );
  invariants.push({
    rule: "each template's purchase_count grew by the licences it sold",
    anomalies: wrongCounts.length,
    examples: wrongCounts
      .slice(0, 3)
      .map((row) => ({ ...row, before: countsBefore.get(Number(row.id)) })),
  });
  const written = sold.reduce((total, row) => total + Number(row.sold), 0);
  invariants.push({
    rule: 'purchases answered = licences written',
    anomalies: Math.abs(written - purchasesAnswered),
    examples: written === purchasesAnswered ? [] : [{ answered: purchasesAnswered, written }],
  });
  return invariants;
}
