/** Rupees with 2 decimals, as the dashboard shows money. */
export function formatRupees(amount: number): string {
  return `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** What one credit brought in, or N/A when no credits were bought. */
export function rupeesPerCredit(amount: number, credits: number): string {
  return credits > 0 ? formatRupees(amount / credits) : 'N/A';
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-IN');
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/** A moment to the minute, in the browser's zone: "11 Mar 2026, 01:30 am". */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

export type SalesBadge = 'Hot' | 'Good' | 'Active' | 'Quiet';

/** The spec's performance badge: Hot above 10 sales, Good above 5, Active above 0. */
export function salesBadge(sales: number): SalesBadge {
  if (sales > 10) return 'Hot';
  if (sales > 5) return 'Good';
  if (sales > 0) return 'Active';
  return 'Quiet';
}
