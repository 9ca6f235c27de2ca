import type { AdminDay } from '@frameshop/contract';
import type uPlot from 'uplot';
import { describe, expect, it } from 'vitest';
import { revenueChartOptions } from './revenue-chart-options';

const DAY = 86_400;
const chart = {} as uPlot;
const start = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

/** The x axis's span, ticks and labels as uPlot asks for them, and the legend with no day pointed at. */
function drawn(days: AdminDay[]) {
  const options = revenueChartOptions(days, 900);
  const range = options.scales!.x!.range as uPlot.Range.Function;
  // uPlot hands a single point of a time scale widened by 86 400 000 of its units.
  const last = start(days.at(-1)!.date);
  const [min, max] = range(
    chart,
    start(days[0]!.date),
    days.length === 1 ? last + 86_400_000 : last,
    'x',
  );
  const axis = options.axes![0]!;
  const splits = axis.splits as (...args: unknown[]) => number[];
  const values = axis.values as (u: uPlot, ticks: number[]) => string[];
  const ticks = splits(chart, 0, min, max, DAY, 50);
  // With no day pointed at, uPlot asks each series for its legend with no value and no index.
  const legend = options.series.map((series, index) =>
    (series.value as (...args: unknown[]) => string)(chart, null, index, null),
  );
  return { min, max, labels: values(chart, ticks), legend };
}

describe('the revenue chart', () => {
  it('spans one day of All Time as that day, labelled once, with its figures in the legend', () => {
    const { min, max, labels, legend } = drawn([{ date: '2026-11-27', revenue: 1234, sales: 2 }]);
    expect([min, max]).toEqual([start('2026-11-27') - DAY / 2, start('2026-11-27') + DAY / 2]);
    expect(labels).toEqual(['27 Nov']);
    expect(legend).toEqual(['27 Nov', '₹1,234.00', '2']);
  });

  it('labels each day of a short period once, and sums the period in the legend', () => {
    const { labels, legend } = drawn([
      { date: '2026-11-25', revenue: 100, sales: 1 },
      { date: '2026-11-26', revenue: 0, sales: 0 },
      { date: '2026-11-27', revenue: 50.5, sales: 2 },
    ]);
    expect(labels).toEqual(['25 Nov', '26 Nov', '27 Nov']);
    expect(legend).toEqual(['25 Nov – 27 Nov', '₹150.50', '3']);
  });

  it('gives the years of a period across a new year, and whole sales only on their axis', () => {
    const options = revenueChartOptions(
      [
        { date: '2025-12-31', revenue: 0, sales: 0 },
        { date: '2026-01-01', revenue: 0, sales: 1 },
      ],
      900,
    );
    const day = options.series[0]!.value as (...args: unknown[]) => string;
    expect(day(chart, null, 0, null)).toBe('31 Dec 2025 – 1 Jan 2026');
    const salesAxis = options.axes![2]!.values as (u: uPlot, ticks: number[]) => string[];
    expect(salesAxis(chart, [0, 0.5, 1, 1.5, 2])).toEqual(['0', '', '1', '', '2']);
  });
});
