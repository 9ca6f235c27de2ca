export type SalesBadge = 'Hot' | 'Good' | 'Active' | 'Quiet';

/** The spec's performance badge: Hot above 10 sales, Good above 5, Active above 0. */
export function salesBadge(sales: number): SalesBadge {
  if (sales > 10) return 'Hot';
  if (sales > 5) return 'Good';
  if (sales > 0) return 'Active';
  return 'Quiet';
}
