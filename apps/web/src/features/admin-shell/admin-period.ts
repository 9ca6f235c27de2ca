import type { AdminPeriod, AdminPeriodRange } from '@frameshop/contract';
import { ADMIN_PERIOD_LABELS } from '@frameshop/contract';

export interface PeriodChoice {
  period: AdminPeriod;
  /** YYYY-MM-DD, a custom range only. */
  from: string;
  to: string;
}

export const ALL_TIME: PeriodChoice = { period: 'all', from: '', to: '' };

/** A custom range asks the server only once both days are chosen. */
export function isComplete(choice: PeriodChoice): boolean {
  return choice.period !== 'custom' || Boolean(choice.from && choice.to);
}

export function periodParams(choice: PeriodChoice): URLSearchParams {
  const params = new URLSearchParams({ period: choice.period });
  if (choice.period === 'custom') {
    params.set('from', choice.from);
    params.set('to', choice.to);
  }
  return params;
}

const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The Showing badge: the period's name, its days and the store's time zone. */
export function showingLabel(range: AdminPeriodRange): string {
  const name = ADMIN_PERIOD_LABELS[range.period];
  if (!range.from) return `${name} (to ${day(range.to)}, ${range.timeZone})`;
  const days = range.from === range.to ? day(range.from) : `${day(range.from)} – ${day(range.to)}`;
  return `${name} (${days}, ${range.timeZone})`;
}
