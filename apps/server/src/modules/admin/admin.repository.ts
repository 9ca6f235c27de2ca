import {
  ADMIN_PURCHASES_PER_USER,
  ADMIN_TOP_SPENDERS,
  type AdminDay,
  type AdminPurchase,
  type AdminSpender,
  type AdminTemplate,
  type AdminUserSort,
} from '@frameshop/contract';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { adminAuditLog } from './admin.schema';
import { dayInPeriod, inPeriod, type ResolvedPeriod } from './periods';

/**
 * The dashboard's queries. Every figure is summed by the database; only a page of rows, or a batch
 * of an export, ever reaches the server. Money is paise in the tables and rupees (2 decimals) here.
 */

/** A timestamp as ISO 8601 text in UTC, the same from both drivers. */
const isoText = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const rupees = (paise: SQL) => sql`round(coalesce(${paise}, 0)::numeric / 100, 2)::float8`;

export interface UserFigures {
  id: string;
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

export interface UserListing {
  period: ResolvedPeriod;
  search?: string;
  sort: AdminUserSort;
}

/** A search term as an ILIKE pattern that matches it literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

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
  u.id, u.username, u.actual_name, u.email, u.is_google_user, u.role, u.credits,
  ${isoText(sql`u.created_at`)} as created_at, ${isoText(sql`u.closed_at`)} as closed_at,
  paid.credits as credits_purchased, ${rupees(sql`paid.paise`)} as money_spent,
  bought.count as purchase_count,
  paid.filtered_credits as filtered_credits_purchased,
  ${rupees(sql`paid.filtered_paise`)} as filtered_money_spent,
  bought.filtered_count as filtered_purchase_count`;

/**
 * What each user with a paid order or a purchase in the period paid and bought in it (`paise`,
 * `purchases`, `orders`), summed from the per-user day roll-up: at most a row per user and day,
 * not every order and licence.
 */
const periodActivity = (period: ResolvedPeriod) => sql`
  select user_id, sum(paid_paise) as paise, sum(purchases) as purchases, sum(paid_orders) as orders
  from admin_user_daily where ${dayInPeriod(sql`day`, period)}
  group by user_id having sum(paid_orders) > 0 or sum(purchases) > 0`;

function searchCondition(search: string | undefined): SQL {
  if (!search) return sql`true`;
  const pattern = containing(search);
  // The expression of users_search_idx, so the trigram index answers it.
  return sql`(u.email || ' ' || u.username || ' ' || u.actual_name) ilike ${pattern}`;
}

/**
 * The All Time page's users in order, without summing anyone else's figures: newest and credits
 * walk an index of users, revenue and purchases one of the users' roll-up totals.
 */
function allTimeOrder(sort: AdminUserSort): { from: SQL; order: SQL } {
  switch (sort) {
    case 'revenue':
      return {
        from: sql`admin_user_totals t join users u on u.id = t.user_id`,
        order: sql`t.paid_paise desc, t.user_id`,
      };
    case 'purchases':
      return {
        from: sql`admin_user_totals t join users u on u.id = t.user_id`,
        order: sql`t.purchases desc, t.user_id`,
      };
    case 'credits':
      return { from: sql`users u`, order: sql`u.credits desc, u.id desc` };
    default:
      return { from: sql`users u`, order: sql`u.created_at desc, u.id desc` };
  }
}

/** A period's page order, over the columns of `periodPage`'s `matching`. */
const periodOrder: Record<AdminUserSort, SQL> = {
  revenue: sql`paise desc, user_id`,
  purchases: sql`purchases desc, user_id`,
  credits: sql`credits desc, user_id desc`,
  newest: sql`created_at desc, user_id desc`,
};

/** Where a page of the Users table starts, and how many users it holds. */
export interface UserWindow {
  offset: number;
  limit: number;
}

export interface UserPage {
  /** The page's users, in order. */
  ids: string[];
  /** How many users the pages go through. */
  matching: number;
}

async function allTimePage(db: Db, listing: UserListing, window: UserWindow): Promise<UserPage> {
  const search = searchCondition(listing.search);
  const { from, order } = allTimeOrder(listing.sort);
  const [{ rows }, counted] = await Promise.all([
    db.execute<{ id: string }>(sql`
      select u.id from ${from} where ${search}
      order by ${order}
      limit ${window.limit} offset ${window.offset}`),
    db.execute<{ matching: number }>(sql`
      select count(*)::int as matching from users u where ${search}`),
  ]);
  return { ids: rows.map((row) => row.id), matching: counted.rows[0]?.matching ?? 0 };
}

/**
 * A period's page: its active users summed once, then counted and ordered in the same statement
 * (a page past the end still answers a row, with the count and no id). A search joins their
 * accounts first; an order by an account's column walks that column's index of users and keeps
 * the active ones until the page is full.
 */
async function periodPage(db: Db, listing: UserListing, window: UserWindow): Promise<UserPage> {
  const activity = periodActivity(listing.period);
  const byAccount = listing.sort === 'credits' || listing.sort === 'newest';
  const matching = listing.search
    ? sql`select active.*, u.credits, u.created_at from (${activity}) as active
        join users u on u.id = active.user_id where ${searchCondition(listing.search)}`
    : activity;
  const limit = sql`limit ${window.limit} offset ${window.offset}`;
  const ordered =
    byAccount && !listing.search
      ? // "is true" keeps the IN a hashed filter beside the index walk: as a semi-join the planner
        // would fetch and sort every active user's account before taking the page.
        sql`select u.id from users u where (u.id in (select user_id from matching)) is true
          order by ${allTimeOrder(listing.sort).order} ${limit}`
      : sql`select user_id as id from matching order by ${periodOrder[listing.sort]} ${limit}`;
  const { rows } = await db.execute<{ id: string | null; matching: number }>(sql`
    with matching as materialized (${matching})
    select page.id, (select count(*) from matching)::int as matching
    from (select 1) as one left join lateral (${ordered}) as page on true`);
  return {
    ids: rows.flatMap((row) => (row.id === null ? [] : [row.id])),
    matching: rows[0]?.matching ?? 0,
  };
}

/** A window of the Users table's ids, in its order, and how many users it pages through. */
export function userPage(db: Db, listing: UserListing, window: UserWindow): Promise<UserPage> {
  return listing.period.filtered
    ? periodPage(db, listing, window)
    : allTimePage(db, listing, window);
}

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

/** Every template with its sales, all time and in the period, best sellers first. */
export async function templateSales(db: Db, period: ResolvedPeriod): Promise<AdminTemplate[]> {
  const { rows } = await db.execute<{
    id: string;
    name: string;
    kind: AdminTemplate['kind'];
    video_layout: string | null;
    price: number;
    price_ind: number;
    purchase_count: number;
    filtered_purchase_count: number;
    status: AdminTemplate['status'];
    sku: string | null;
    media_state: AdminTemplate['mediaState'];
    media_progress: number;
  }>(sql`
    select t.id::text as id, t.name, t.kind, t.status, t.sku,
      ${mediaStateOf(sql`t`)} as media_state,
      coalesce((t.preparation ->> 'progress')::real, 1) as media_progress,
      case when t.kind = 'video' then t.video_layout end as video_layout,
      t.price, coalesce(t.price_ind, t.price) as price_ind,
      coalesce(sales.sales, 0)::int as purchase_count,
      ${period.filtered ? sql`coalesce(filtered.sales, 0)` : sql`coalesce(sales.sales, 0)`}::int
        as filtered_purchase_count
    from templates t
    left join admin_template_sales sales on sales.template_id = t.id
    left join (
      select template_id, sum(sales) as sales from admin_sales_daily
      where ${period.filtered ? dayInPeriod(sql`day`, period) : sql`false`}
      group by template_id
    ) as filtered on filtered.template_id = t.id
    order by filtered_purchase_count desc, purchase_count desc, t.id`);
  return rows.map((row) => ({
    templateId: row.id,
    templateName: row.name,
    kind: row.kind,
    videoLayout: row.video_layout,
    templatePrice: row.price,
    templatePriceIND: row.price_ind,
    purchaseCount: row.purchase_count,
    filteredPurchaseCount: row.filtered_purchase_count,
    status: row.status,
    sku: row.sku,
    mediaState: row.media_state,
    mediaProgress: row.media_progress,
  }));
}

/** A template made before the owner's catalogue has no preparation: its media are ready. */
const mediaStateOf = (row: SQL) =>
  sql`coalesce(${row}.preparation ->> 'state', case when ${row}.media ? 'poster' then 'ready' else 'missing' end)`;

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

export interface RenderFigures {
  templateId: string;
  templateName: string;
  renders: number;
  failed: number;
  failureRate: number;
  refunds: number;
  medianRenderSeconds: number | null;
}

/** Renders per template in the period: how many, how many failed, refunds and the median time. */
export async function renderFigures(db: Db, period: ResolvedPeriod): Promise<RenderFigures[]> {
  const { rows } = await db.execute<{
    template_id: string;
    template_name: string;
    renders: number;
    failed: number;
    finished: number;
    refunds: number;
    median_seconds: number | null;
  }>(sql`
    select template_id, max(template_name) as template_name, count(*)::int as renders,
      (count(*) filter (where status = 'failed'))::int as failed,
      (count(*) filter (where status in ('completed', 'failed')))::int as finished,
      (count(*) filter (where refunded))::int as refunds,
      (percentile_cont(0.5) within group (order by extract(epoch from finished_at - started_at))
        filter (where status = 'completed' and started_at is not null and finished_at is not null)
      )::float8 as median_seconds
    from generated_videos
    where ${inPeriod(sql`created_at`, period)}
    group by template_id
    order by renders desc, template_id`);
  return rows.map((row) => ({
    templateId: row.template_id,
    templateName: row.template_name,
    renders: row.renders,
    failed: row.failed,
    failureRate: row.finished ? Math.round((row.failed / row.finished) * 10_000) / 10_000 : 0,
    refunds: row.refunds,
    medianRenderSeconds:
      row.median_seconds === null ? null : Math.round(row.median_seconds * 10) / 10,
  }));
}

/** The newest failed renders in the period, with what went wrong. */
export async function recentRenderFailures(db: Db, period: ResolvedPeriod, limit: number) {
  const { rows } = await db.execute<{
    id: string;
    template_id: string;
    template_name: string;
    email: string;
    error_message: string | null;
    failed_at: string;
  }>(sql`
    select g.id, g.template_id, g.template_name, u.email, g.error_message,
      ${isoText(sql`coalesce(g.finished_at, g.updated_at)`)} as failed_at
    from generated_videos g join users u on u.id = g.user_id
    where g.status = 'failed' and ${inPeriod(sql`g.created_at`, period)}
    order by coalesce(g.finished_at, g.updated_at) desc, g.id
    limit ${limit}`);
  return rows.map((row) => ({
    id: row.id,
    templateId: row.template_id,
    templateName: row.template_name,
    email: row.email,
    errorMessage: row.error_message ?? '',
    failedAt: row.failed_at,
  }));
}

export interface AuditEntry {
  /** Null for the command line. */
  adminUserId: string | null;
  action: string;
  details?: Record<string, unknown>;
  address: string;
}

export async function insertAuditEntry(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(adminAuditLog).values({ ...entry, details: entry.details ?? {} });
}

/** Whether an entry of `action` whose details hold all of `details` was ever written. */
export async function hasAuditEntry(
  db: Db,
  action: string,
  details: Record<string, string>,
): Promise<boolean> {
  const { rows } = await db.execute(sql`
    select 1 from admin_audit_log
    where action = ${action} and details @> ${JSON.stringify(details)}::jsonb
    limit 1`);
  return rows.length > 0;
}

/** A page of every admin's entries, newest first, with the admin's email and name. */
export async function auditPage(db: Db, before: number | undefined, size: number) {
  const { rows } = await db.execute<{
    id: number;
    admin_email: string;
    admin_username: string;
    action: string;
    details: Record<string, unknown>;
    address: string;
    created_at: string;
  }>(sql`
    select a.id::int as id, coalesce(u.email, '') as admin_email,
      coalesce(u.username, 'command line') as admin_username, a.action,
      a.details, a.address, ${isoText(sql`a.created_at`)} as created_at
    from admin_audit_log a left join users u on u.id = a.admin_user_id
    where ${before === undefined ? sql`true` : sql`a.id < ${before}`}
    order by a.id desc limit ${size}`);
  return rows.map((row) => ({
    id: Number(row.id),
    adminEmail: row.admin_email,
    adminUsername: row.admin_username,
    action: row.action,
    details: row.details,
    address: row.address,
    createdAt: row.created_at,
  }));
}

export function auditEntriesOf(db: Db, adminUserId: string) {
  return db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.adminUserId, adminUserId))
    .orderBy(desc(adminAuditLog.id));
}
