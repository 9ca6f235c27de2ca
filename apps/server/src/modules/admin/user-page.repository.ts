import type { AdminUserSort } from '@frameshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { periodActivity } from './figures-sql';
import type { ResolvedPeriod } from './periods';

export interface UserListing {
  period: ResolvedPeriod;
  search?: string;
  sort: AdminUserSort;
}

/** A search term as an ILIKE pattern that matches it literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

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
