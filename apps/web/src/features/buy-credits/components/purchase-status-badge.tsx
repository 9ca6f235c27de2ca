import type { CreditPurchaseItem } from '@frameshop/contract';

const badges: Record<CreditPurchaseItem['status'], { label: string; tone: string }> = {
  paid: { label: 'Paid', tone: 'bg-success-50 text-success-700 ring-success-600/20' },
  created: { label: 'Pending', tone: 'bg-warning-50 text-warning-600 ring-warning-600/25' },
  failed: { label: 'Failed', tone: 'bg-danger-50 text-danger-700 ring-danger-600/20' },
  expired: { label: 'Expired', tone: 'bg-slate-100 text-ink-muted ring-slate-500/20' },
  // Paid after the account was closed, so given back (ADR 31).
  refunding: {
    label: 'Refund pending',
    tone: 'bg-warning-50 text-warning-600 ring-warning-600/25',
  },
  refunded: { label: 'Refunded', tone: 'bg-slate-100 text-ink-muted ring-slate-500/20' },
};

/** An order's status in a word, coloured; the word carries the meaning, not the colour. */
export function PurchaseStatusBadge({ status }: { status: CreditPurchaseItem['status'] }) {
  const { label, tone } = badges[status];
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone}`}
    >
      {label}
    </span>
  );
}
