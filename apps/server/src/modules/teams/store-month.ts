/** A formatter per time zone: making one costs far more than using it, and a spend asks each time. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The first day of `now`'s calendar month in the store's time zone, as `YYYY-MM-01`. */
export function storeMonthOf(now: Date, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' });
    formatters.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const year = parts.find((part) => part.type === 'year')!.value;
  const month = parts.find((part) => part.type === 'month')!.value;
  return `${year}-${month}-01`;
}
