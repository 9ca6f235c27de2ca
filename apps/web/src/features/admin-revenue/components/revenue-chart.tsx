import type { AdminDay } from '@frameshop/contract';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatRupees } from '../../admin-shell/format-admin';
import {
  REVENUE_CHART_HEIGHT,
  revenueChartData,
  revenueChartOptions,
} from '../revenue-chart-options';

const MIN_WIDTH = 280;

/**
 * Revenue (line, left axis) and sales (bars, right axis) per day of the period. uPlot draws on a
 * canvas, so a table of the same figures follows for screen readers.
 */
export function RevenueChart({ days }: { days: AdminDay[] }) {
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const plot = new uPlot(
      revenueChartOptions(days, Math.max(MIN_WIDTH, element.clientWidth)),
      revenueChartData(days),
      element,
    );
    const resize = new ResizeObserver(() => {
      plot.setSize({
        width: Math.max(MIN_WIDTH, element.clientWidth),
        height: REVENUE_CHART_HEIGHT,
      });
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
