import type { AdminDay } from '@frameshop/contract';
import uPlot from 'uplot';
import { formatCount, formatRupees } from '../admin-shell/format-admin';

export const REVENUE_CHART_HEIGHT = 260;
const DAY = 86_400;
const HALF_DAY = DAY / 2;
/** The ticks' steps: a day, a week, a month, a year, whichever first leaves each label room. */
const TICK_STEPS = [DAY, 7 * DAY, 30 * DAY, 365 * DAY];

const dayLabel = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const dayWithYear = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;
const labelOf = (seconds: number) => dayLabel.format(new Date(seconds * 1000));

/** The period's days as one label: "27 Nov", "1 Nov – 27 Nov", or with years across a new year. */
function periodLabel(days: AdminDay[]): string {
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  if (!first || !last) return '';
  if (first === last) return labelOf(dayStart(first));
  const format = first.slice(0, 4) === last.slice(0, 4) ? dayLabel : dayWithYear;
  const [from, to] = [first, last].map((date) => format.format(new Date(dayStart(date) * 1000)));
  return `${from} – ${to}`;
}

/**
 * The chart's days and figures, in uPlot's columns: the x values are the days' first seconds
 * (UTC, as the days are the store's own dates), then revenue, then sales.
 */
export function revenueChartData(days: AdminDay[]): uPlot.AlignedData {
  return [
    days.map((day) => dayStart(day.date)),
    days.map((day) => day.revenue),
    days.map((day) => day.sales),
  ];
}

/**
 * Revenue (line, left axis) and sales (bars, right axis) per day. The x axis spans the period's
 * days and half a day either side, from the days themselves: uPlot widens a single point of a time
 * scale by 86 400 000 of its units, a day in milliseconds but a thousand days in the seconds used
 * here, which labelled a one-day All Time "1 Jan" three times, a year apart. Its ticks fall on the
 * days' starts. With no day pointed at, the legend gives the whole period: its days and totals.
 */
export function revenueChartOptions(days: AdminDay[], width: number): uPlot.Options {
  const [xs] = revenueChartData(days);
  const first = xs[0] ?? 0;
  const last = xs.at(-1) ?? first;
  const totalRevenue = days.reduce((sum, day) => sum + day.revenue, 0);
  const totalSales = days.reduce((sum, day) => sum + day.sales, 0);
  return {
    width,
    height: REVENUE_CHART_HEIGHT,
    // The days are the store's: read them as UTC so the browser's zone does not shift them.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    scales: {
      x: { time: true, range: () => [first - HALF_DAY, last + HALF_DAY] },
      sales: { range: (_u, _min, max) => [0, Math.max(1, max)] },
    },
    series: [
      {
        label: 'Day',
        value: (_u, seconds) => (seconds === null ? periodLabel(days) : labelOf(seconds)),
      },
      {
        label: 'Revenue',
        stroke: '#4f46e5',
        width: 2,
        fill: 'rgba(79, 70, 229, 0.08)',
        value: (_u, value, _series, index) =>
          formatRupees(index === null ? totalRevenue : (value ?? 0)),
      },
      {
        label: 'Sales',
        scale: 'sales',
        stroke: '#059669',
        fill: 'rgba(5, 150, 105, 0.35)',
        paths: uPlot.paths.bars!({ size: [0.6, 24] }),
        points: { show: false },
        value: (_u, value, _series, index) =>
          formatCount(index === null ? totalSales : (value ?? 0)),
      },
    ],
    axes: [
      {
        incrs: TICK_STEPS,
        // The days' starts from the first, every step (uPlot's own count from the epoch).
        splits: (_u, _axis, min, max, step) => {
          const ticks = [];
          for (let tick = first; tick <= max; tick += step) if (tick >= min) ticks.push(tick);
          return ticks;
        },
        values: (_u, ticks) => ticks.map(labelOf),
      },
      {
        values: (_u, ticks) => ticks.map((tick) => `₹${tick.toLocaleString('en-IN')}`),
        size: 70,
      },
      {
        scale: 'sales',
        side: 1,
        grid: { show: false },
        // Sales are whole: no "0.5" between 0 and 1.
        values: (_u, ticks) =>
          ticks.map((tick) => (Number.isInteger(tick) ? formatCount(tick) : '')),
      },
    ],
  };
}
