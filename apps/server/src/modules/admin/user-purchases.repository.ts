import { ADMIN_PURCHASES_PER_USER, type AdminPurchase } from '@frameshop/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isoText } from './figures-sql';
import { inPeriod, type ResolvedPeriod } from './periods';

/** The newest purchases of each of these users (in the period, when given), at most `limit` each. */
async function newestPurchases(
  db: Db,
  userIds: string[],
  period: ResolvedPeriod | null,
): Promise<Map<string, AdminPurchase[]>> {
  const lists = new Map<string, AdminPurchase[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return lists;
  const ids = sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const when = period ? inPeriod(sql`created_at`, period) : sql`true`;
  const { rows } = await db.execute<{
    user_id: string;
    template_id: string;
    credits_paid: number;
    purchase_date: string;
  }>(sql`
    select u.id as user_id, l.template_id::text as template_id, l.credits_paid,
      ${isoText(sql`l.created_at`)} as purchase_date
    from unnest(array[${ids}]) as u(id)
    cross join lateral (
      select template_id, credits_paid, created_at, id from licences
      where user_id = u.id and ${when}
      order by created_at desc, id limit ${ADMIN_PURCHASES_PER_USER}
    ) as l
    order by l.created_at desc, l.id`);
  for (const row of rows) {
    lists.get(row.user_id)!.push({
      templateId: row.template_id,
      creditsCost: row.credits_paid,
      purchaseDate: row.purchase_date,
    });
  }
  return lists;
}

/** The newest purchases of each of these users: all time, and in the period. */
export async function purchasesOf(
  db: Db,
  userIds: string[],
  period: ResolvedPeriod,
): Promise<{ all: Map<string, AdminPurchase[]>; filtered: Map<string, AdminPurchase[]> }> {
  const [all, filtered] = await Promise.all([
    newestPurchases(db, userIds, null),
    period.filtered ? newestPurchases(db, userIds, period) : undefined,
  ]);
  return { all, filtered: filtered ?? all };
}
