/** A formatter per time zone: making one costs far more than using it, and a spend asks each time. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The month last worked out per time zone, with the minute it holds for: every zone in use today
 * is offset from UTC by whole minutes, so a month begins on a minute, and within a minute the
 * answer is the one before. Formatting (a tenth of a team's request's CPU) runs once a minute.
 */
const lastMonths = new Map<string, { minute: number; month: string }>();

/** The first day of `now`'s calendar month in the store's time zone, as `YYYY-MM-01`. */
export function storeMonthOf(now: Date, timeZone: string): string {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastMonths.get(timeZone);
  if (last?.minute === minute) return last.month;
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' });
    formatters.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const year = parts.find((part) => part.type === 'year')!.value;
  const month = `${year}-${parts.find((part) => part.type === 'month')!.value}-01`;
  lastMonths.set(timeZone, { minute, month });
  return month;
}
