import { sql, type SQL } from 'drizzle-orm';
import { dayInPeriod, type ResolvedPeriod } from './periods';

/**
 * The SQL pieces the dashboard's queries share. Every figure is summed by the database; only a page
 * of rows, or a batch of an export, ever reaches the server. Money is paise in the tables and rupees
 * (2 decimals) in the figures.
 */

/** A timestamp as ISO 8601 text in UTC, the same from both drivers. */
export const isoText = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
export const rupees = (paise: SQL) => sql`round(coalesce(${paise}, 0)::numeric / 100, 2)::float8`;

/**
 * What each user with a paid order or a purchase in the period paid and bought in it (`paise`,
 * `purchases`, `orders`), summed from the per-user day roll-up: at most a row per user and day,
 * not every order and licence.
 */
export const periodActivity = (period: ResolvedPeriod) => sql`
  select user_id, sum(paid_paise) as paise, sum(purchases) as purchases, sum(paid_orders) as orders
  from admin_user_daily where ${dayInPeriod(sql`day`, period)}
  group by user_id having sum(paid_orders) > 0 or sum(purchases) > 0`;
