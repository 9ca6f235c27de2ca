import type { AccountKind } from '@frameshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isoText, rupees } from './figures-sql';
import { inPeriod, type ResolvedPeriod } from './periods';

export interface UserFigures {
  id: string;
  kind: AccountKind;
  username: string;
  actualName: string;
  email: string;
  isGoogleUser: boolean;
  role: 'user' | 'admin';
  credits: number;
  createdAt: string;
  closedAt: string | null;
  creditsPurchased: number;
  moneySpent: number;
  purchaseCount: number;
  filteredCreditsPurchased: number;
  filteredMoneySpent: number;
  filteredPurchaseCount: number;
}

type UserFiguresRow = {
  id: string;
  kind: AccountKind;
  username: string;
  actual_name: string;
  email: string;
  is_google_user: boolean;
  role: 'user' | 'admin';
  credits: number;
  created_at: string;
  closed_at: string | null;
  credits_purchased: number;
  money_spent: number;
  purchase_count: number;
  filtered_credits_purchased: number;
  filtered_money_spent: number;
  filtered_purchase_count: number;
  matching: number;
};

const toUserFigures = (row: UserFiguresRow): UserFigures => ({
  id: row.id,
  kind: row.kind,
  username: row.username,
  actualName: row.actual_name,
  email: row.email,
  isGoogleUser: row.is_google_user,
  role: row.role,
  credits: row.credits,
  createdAt: row.created_at,
  closedAt: row.closed_at,
  creditsPurchased: row.credits_purchased,
  moneySpent: row.money_spent,
  purchaseCount: row.purchase_count,
  filteredCreditsPurchased: row.filtered_credits_purchased,
  filteredMoneySpent: row.filtered_money_spent,
  filteredPurchaseCount: row.filtered_purchase_count,
});

/**
 * Each user's paid orders and licences, all time and in the period, summed per user by lateral
 * subqueries that read only that user's rows through the (user, time) indexes.
 */
function userFiguresFrom(period: ResolvedPeriod): SQL {
  return sql`
    from users u
    cross join lateral (
      select coalesce(sum(o.credits), 0)::int as credits,
        sum(o.amount) as paise,
        coalesce(sum(o.credits) filter (where ${inPeriod(sql`o.paid_at`, period)}), 0)::int as filtered_credits,
        sum(o.amount) filter (where ${inPeriod(sql`o.paid_at`, period)}) as filtered_paise
      from payment_orders o where o.user_id = u.id and o.status = 'paid'
    ) as paid
    cross join lateral (
      select count(*)::int as count,
        (count(*) filter (where ${inPeriod(sql`l.created_at`, period)}))::int as filtered_count
      from licences l where l.user_id = u.id
    ) as bought`;
}

const userFiguresColumns = sql`
  u.id, u.kind, u.username, u.actual_name, u.email, u.is_google_user, u.role, u.credits,
  ${isoText(sql`u.created_at`)} as created_at, ${isoText(sql`u.closed_at`)} as closed_at,
  paid.credits as credits_purchased, ${rupees(sql`paid.paise`)} as money_spent,
  bought.count as purchase_count,
  paid.filtered_credits as filtered_credits_purchased,
  ${rupees(sql`paid.filtered_paise`)} as filtered_money_spent,
  bought.filtered_count as filtered_purchase_count`;

/** The figures of these users, in the order given. */
export async function userFigures(
  db: Db,
  ids: string[],
  period: ResolvedPeriod,
): Promise<UserFigures[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const { rows } = await db.execute<UserFiguresRow>(sql`
    select ${userFiguresColumns}, 0 as matching
    ${userFiguresFrom(period)}
    where u.id in (${list})`);
  const byId = new Map(rows.map((row) => [row.id, toUserFigures(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
