import type { AdminUserSort } from '@frameshop/contract';
import { periodParams, type PeriodChoice } from '../admin-shell/admin-period';

/** The Users tab's query: the period, then its search, sort and page. */
export function usersParams(
  choice: PeriodChoice,
  listing: { q: string; sort: AdminUserSort; page: number },
): URLSearchParams {
  const params = periodParams(choice);
  if (listing.q.trim()) params.set('q', listing.q.trim());
  params.set('sort', listing.sort);
  params.set('page', String(listing.page));
  return params;
}
