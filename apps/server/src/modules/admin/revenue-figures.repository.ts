import { ADMIN_TOP_SPENDERS, type AdminDay, type AdminSpender } from '@frameshop/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { periodActivity, rupees } from './figures-sql';
import { dayInPeriod, type ResolvedPeriod } from './periods';

export interface PeriodTotals {
  totalUsers: number;
  totalPurchases: number;
  totalRevenue: number;
  payingUsers: number;
}

/**
 * Users, sales, money received and paying users: every one in the period, all in one round trip.
 * Sales and money come from the daily roll-ups, paying users from the per-user ones.
 */
export async function periodTotals(db: Db, period: ResolvedPeriod): Promise<PeriodTotals> {
  const { rows } = await db.execute<{
    total_users: number;
    total_purchases: number;
    total_revenue: number;
    paying_users: number;
  }>(sql`
    select
      (select count(*) from users)::int as total_users,
      (select coalesce(sum(sales), 0) from admin_sales_daily
        where ${dayInPeriod(sql`day`, period)})::int as total_purchases,
      (select ${rupees(sql`sum(paise)`)} from admin_revenue_daily
        where ${dayInPeriod(sql`day`, period)}) as total_revenue,
      ${
        period.filtered
          ? sql`(select count(*) from (${periodActivity(period)}) as active where orders > 0)::int`
          : sql`(select count(*) from admin_user_totals where paid_paise > 0)::int`
      } as paying_users`);
  const row = rows[0]!;
  return {
    totalUsers: row.total_users,
    totalPurchases: row.total_purchases,
    totalRevenue: row.total_revenue,
    payingUsers: row.paying_users,
  };
}

/**
 * The users who paid the most in the period, with their template purchases in it: the top of the
 * per-user day roll-up's sums, or All Time of the users' totals.
 */
export async function topSpenders(db: Db, period: ResolvedPeriod): Promise<AdminSpender[]> {
  const spent = period.filtered
    ? sql`
      select user_id, paise, purchases from (${periodActivity(period)}) as active
      where orders > 0
      order by paise desc, user_id limit ${ADMIN_TOP_SPENDERS}`
    : sql`
      select user_id, paid_paise as paise, purchases from admin_user_totals
      where paid_paise > 0
      order by paid_paise desc, user_id limit ${ADMIN_TOP_SPENDERS}`;
  const { rows } = await db.execute<{
    id: string;
    username: string;
    actual_name: string;
    email: string;
    amount: number;
    purchase_count: number;
  }>(sql`
    select u.id, u.username, u.actual_name, u.email, ${rupees(sql`spent.paise`)} as amount,
      spent.purchases::int as purchase_count
    from (${spent}) as spent
    join users u on u.id = spent.user_id
    order by spent.paise desc, u.id`);
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    actualName: row.actual_name,
    email: row.email,
    amount: row.amount,
    purchaseCount: row.purchase_count,
  }));
}

/**
 * Money received and templates sold on each day of the period, days of the store's time zone (the
 * roll-ups'), with zeros for the days without any. All Time starts on the first day anything
 * happened.
 */
export async function dailyFigures(db: Db, period: ResolvedPeriod): Promise<AdminDay[]> {
  const first = period.from
    ? sql`${period.from}::date`
    : sql`coalesce(least(
        (select min(day) from admin_revenue_daily where orders > 0),
        (select min(day) from admin_sales_daily)
      ), ${period.to}::date)`;
  const { rows } = await db.execute<{ day: string; revenue: number; sales: number }>(sql`
    with days as (
      select generate_series(${first}, ${period.to}::date, interval '1 day')::date as day
    ),
    revenue as (
      select day, paise from admin_revenue_daily where ${dayInPeriod(sql`day`, period)}
    ),
    sales as (
      select day, sum(sales) as count from admin_sales_daily
      where ${dayInPeriod(sql`day`, period)} group by 1
    )
    select days.day::text as day, ${rupees(sql`revenue.paise`)} as revenue,
      coalesce(sales.count, 0)::int as sales
    from days
    left join revenue on revenue.day = days.day
    left join sales on sales.day = days.day
    order by days.day`);
  return rows.map((row) => ({ date: row.day, revenue: row.revenue, sales: row.sales }));
}
