import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/database';
import { catalogueTemplates } from '../../apps/server/src/modules/catalogue';

export interface Invariant {
  rule: string;
  /** How many rows break it (the goal is 0), with a few of them to look at. */
  anomalies: number;
  examples: unknown[];
}

/**
 * Each template's purchase count, to compare with the licences sold after the run: the sales still
 * recorded are counted first, as the recurring job would.
 */
export async function purchaseCounts(database: Database): Promise<Map<number, number>> {
  await catalogueTemplates.countRecordedSales(database.db);
  const { rows } = await database.db.execute<{ id: number; purchase_count: number }>(
    sql`select id::int as id, purchase_count from templates`,
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.purchase_count)]));
}

/** Successes the paths answered, over every turn, to compare with the rows written. */
export interface Answered {
  purchases: number;
  /** Licences the answered checkouts sold. */
  checkoutLicences: number;
  renderOrders: number;
}

/**
 * The commerce invariants over the whole database after the run: balances match their ledgers and
 * never go negative, nobody bought a template twice, every purchase's licence has the ledger row
 * that paid for it (and every purchase charge its licence), every checkout charge pays exactly for
 * its licences, every render hold is held by its one order (and every paid order has its hold and
 * its job), each template's purchase count grew by the licences it sold, and as many successes were
 * answered as rows were written.
 */
export async function checkInvariants(
  database: Database,
  countsBefore: Map<number, number>,
  answered: Answered,
): Promise<Invariant[]> {
  // The run filled these tables: planned from statistics of before it, a check could take a
  // nested scan of every licence for every ledger row.
  await database.db.execute(sql`analyze users, credit_ledger, licences, generated_videos`);
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
      // Looked up by the buyer's licences of the template (licences_owner_idx): no index
      // leads from a ledger row to its licence, and a scan of every licence per charge ran past
      // the statement timeout at 20,000 shoppers.
      sql`select l.id, l.user_id, l.reference from credit_ledger l
          where l.reason = 'template_purchase' and l.reference like 'template:%'
            and not exists (select 1 from licences li where li.user_id = l.user_id
              and li.template_id = substr(l.reference, length('template:') + 1)::bigint
              and li.ledger_id = l.id)`,
    ),
    await check(
      'every checkout charge pays for exactly its licences',
      sql`select l.id, l.delta, coalesce(sum(li.credits_paid), 0)::int as licences_paid
          from credit_ledger l left join licences li on li.user_id = l.user_id and li.ledger_id = l.id
          where l.reference like 'checkout:%'
          group by l.id having count(li.id) = 0 or l.delta <> -sum(li.credits_paid)`,
    ),
    await check(
      "every checkout licence's ledger row exists",
      sql`select li.id, li.ledger_id from licences li
          where li.source = 'checkout' and not exists (
            select 1 from credit_ledger l where l.id = li.ledger_id and l.user_id = li.user_id
              and l.reference like 'checkout:%')`,
    ),
    await check(
      "every render hold is its one order's, for the order's credits",
      sql`select l.id, l.delta, count(g.id)::int as orders from credit_ledger l
          left join generated_videos g on g.hold_ledger_id = l.id
            and l.reference = 'render-hold:' || g.id::text and g.credits = -l.delta
          where l.reference like 'render-hold:%' group by l.id having count(g.id) <> 1`,
    ),
    await check(
      'every paid render order has its hold and its job',
      sql`select g.id, g.credits, g.hold_ledger_id from generated_videos g
          where (g.credits > 0 and not exists (
              select 1 from credit_ledger l where l.id = g.hold_ledger_id and l.user_id = g.user_id))
            or not exists (select 1 from pgboss.job j where j.id = g.id and j.name = 'render')`,
    ),
  ];
  const rowCount = async (rows: SQL) =>
    Number((await database.db.execute<{ n: number }>(rows)).rows[0]!.n);
  const written = {
    purchases: await rowCount(
      sql`select count(*)::int as n from licences where source = 'purchase'`,
    ),
    checkoutLicences: await rowCount(
      sql`select count(*)::int as n from licences where source = 'checkout'`,
    ),
    renderOrders: await rowCount(sql`select count(*)::int as n from generated_videos`),
  };
  for (const [what, rule] of [
    ['purchases', 'purchases answered = purchase licences written'],
    ['checkoutLicences', "answered checkouts' licences = checkout licences written"],
    ['renderOrders', 'render orders answered = renders written'],
  ] as const) {
    invariants.push({
      rule,
      anomalies: Math.abs(written[what] - answered[what]),
      examples:
        written[what] === answered[what]
          ? []
          : [{ answered: answered[what], written: written[what] }],
    });
  }
  await catalogueTemplates.countRecordedSales(database.db);
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
  return invariants;
}
