import {
  ADMIN_PERIOD_DAYS,
  AdminMessage,
  type AdminPeriod,
  type AdminPeriodRange,
} from '@frameshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { firstSignUpSql } from '../users';

export interface PeriodQuery {
  period: AdminPeriod;
  from?: string;
  to?: string;
}

/** A period as days of the store's time zone; `from` is null for All Time. */
export interface ResolvedPeriod extends AdminPeriodRange {
  /** Whether figures are limited to the period (every period but All Time). */
  filtered: boolean;
  /** Whether the roll-ups count days of this zone (else they are recounted first). */
  rolledUp: boolean;
}

/**
 * Today and the period's first day, as the database counts them in the store's time zone: a day
 * there begins at local midnight, whatever zone the server runs in. `now` is passed in, so the
 * boundaries can be tested at any moment.
 */
export async function resolvePeriod(
  db: Db,
  query: PeriodQuery,
  timeZone: string,
  now: Date,
): Promise<ResolvedPeriod> {
  const back =
    query.period in ADMIN_PERIOD_DAYS
      ? ADMIN_PERIOD_DAYS[query.period as keyof typeof ADMIN_PERIOD_DAYS] - 1
      : 0;
  // The roll-ups' zone rides along, so checking it costs no round trip.
  const { rows } = await db.execute<{
    today: string;
    rolling_from: string;
    first_day: string;
    rolled_up: boolean;
  }>(sql`
    select day::text as today, (day - ${back}::int)::text as rolling_from,
      coalesce((${firstSignUpSql()} at time zone ${timeZone})::date, day)::text as first_day,
      coalesce((select zone = ${timeZone} from admin_rollup_zone), false) as rolled_up
    from (select (${now.toISOString()}::timestamptz at time zone ${timeZone})::date as day) as today`);
  const { today, rolling_from: rollingFrom, first_day: firstDay, rolled_up: rolledUp } = rows[0]!;
  const range = { period: query.period, timeZone, rolledUp };
  switch (query.period) {
    case 'all':
      return { ...range, from: null, to: today, filtered: false };
    case 'custom': {
      const { from, to } = query;
      // The contract has already required both days, in order.
      if (!from || !to) throw AppError.badRequest(AdminMessage.customRangeMissing);
      if (from > to) throw AppError.badRequest(AdminMessage.customRangeOrder);
      if (to > today) throw AppError.badRequest(AdminMessage.customRangeFuture, { today });
      // Nothing happened before the store's first account: a range reaching back further starts
      // there, so a day per row (the revenue chart, its CSV) is bounded by the store's age.
      const start = from < firstDay ? (firstDay < to ? firstDay : to) : from;
      return { ...range, from: start, to, filtered: true };
    }
    default:
      return { ...range, from: rollingFrom, to: today, filtered: true };
  }
}

/** The first instant of a day of the store's time zone. */
export function startOfDay(day: string, timeZone: string): SQL {
  return sql`(${day}::date::timestamp at time zone ${timeZone})`;
}

/** The first instant after a day of the store's time zone. */
export function endOfDay(day: string, timeZone: string): SQL {
  return sql`((${day}::date + 1)::timestamp at time zone ${timeZone})`;
}

/** `day` (a date column of the roll-ups) lies in the period: true for All Time. */
export function dayInPeriod(day: SQL, period: ResolvedPeriod): SQL {
  if (!period.filtered || !period.from) return sql`true`;
  return sql`(${day} between ${period.from}::date and ${period.to}::date)`;
}

/** The period's first instant and the first after it; null for All Time, which has no bounds. */
export function periodBounds(period: ResolvedPeriod): { from: SQL; to: SQL } | null {
  if (!period.filtered || !period.from) return null;
  return {
    from: startOfDay(period.from, period.timeZone),
    to: endOfDay(period.to, period.timeZone),
  };
}

/** `column` lies in the period: true for All Time, so nothing is filtered out. */
export function inPeriod(column: SQL, period: ResolvedPeriod): SQL {
  const bounds = periodBounds(period);
  if (!bounds) return sql`true`;
  return sql`(${column} >= ${bounds.from} and ${column} < ${bounds.to})`;
}
