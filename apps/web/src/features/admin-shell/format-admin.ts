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
