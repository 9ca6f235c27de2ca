import type { AdminDay } from '@frameshop/contract';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatRupees } from '../../admin-shell/format-admin';

const HEIGHT = 260;
const DAY = 86_400;
const dayLabel = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

/**
 * Revenue (line, left axis) and sales (bars, right axis) per day of the period. uPlot draws on a
 * canvas, so a table of the same figures follows for screen readers.
 */
export function RevenueChart({ days }: { days: AdminDay[] }) {
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      days.map((day) => dayStart(day.date)),
      days.map((day) => day.revenue),
      days.map((day) => day.sales),
    ];
    const plot = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height: HEIGHT,
        // The days are the store's: read them as UTC so the browser's zone does not shift them.
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        scales: {
          // Half a day either side, so a single day still gets an axis of its own dates.
          x: { time: true, range: (_u, min, max) => [min - 43_200, max + 43_200] },
          sales: { range: (_u, _min, max) => [0, Math.max(1, max)] },
        },
        series: [
          {},
          {
            label: 'Revenue',
            stroke: '#4f46e5',
            width: 2,
            fill: 'rgba(79, 70, 229, 0.08)',
            value: (_u, value) => (value === null ? '–' : formatRupees(value)),
          },
          {
            label: 'Sales',
            scale: 'sales',
            stroke: '#059669',
            fill: 'rgba(5, 150, 105, 0.35)',
            paths: uPlot.paths.bars!({ size: [0.6, 24] }),
            points: { show: false },
          },
        ],
        axes: [
          {
            // Whole days only: a tick per day, week or month, labelled with its date.
            incrs: [DAY, 7 * DAY, 30 * DAY, 365 * DAY],
            values: (_u, ticks) => ticks.map((tick) => dayLabel.format(new Date(tick * 1000))),
          },
          {
            values: (_u, ticks) => ticks.map((tick) => `₹${tick.toLocaleString('en-IN')}`),
            size: 70,
          },
          { scale: 'sales', side: 1, grid: { show: false } },
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => {
      plot.setSize({ width: Math.max(280, element.clientWidth), height: HEIGHT });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days]);

  return (
    <figure className="rounded-card bg-surface p-4 shadow-sm ring-1 ring-line">
      <figcaption className="mb-2 text-sm font-semibold text-ink">
        Revenue and sales per day
      </figcaption>
      <div ref={holder} aria-hidden="true" className="w-full overflow-hidden" />
      <table className="sr-only">
        <caption>Revenue and sales per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Revenue</th>
            <th scope="col">Sales</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{day.date}</th>
              <td>{formatRupees(day.revenue)}</td>
              <td>{day.sales}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
