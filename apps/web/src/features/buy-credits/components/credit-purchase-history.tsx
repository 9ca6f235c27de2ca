import type { CreditPurchaseItem } from '@frameshop/contract';
import type { ReactNode } from 'react';
import { CoinsIcon } from '../../../components/ui/icons';
import { formatCredits, formatDate } from '../../../lib/format';
import { formatPaise } from '../format-money';
import { PurchaseStatusBadge } from './purchase-status-badge';

/**
 * The credit packs the user bought (or tried to), newest first as the server lists them. A table
 * on wide screens; on a phone each order is a small card, its column names shown beside the values.
 */
export function CreditPurchaseHistory({ items }: { items: readonly CreditPurchaseItem[] }) {
  return (
    <section
      aria-labelledby="credit-purchases-heading"
      className="rounded-card bg-surface shadow-card ring-1 ring-line"
    >
      <h2
        id="credit-purchases-heading"
        className="border-b border-line px-5 py-4 text-lg font-semibold text-ink sm:px-6"
      >
        Credit purchase history
      </h2>
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
          <CoinsIcon className="size-7 text-ink-subtle" />
          <p className="font-medium text-ink">No credit purchases yet</p>
          <p className="text-sm text-ink-muted">Credit packs you buy will be listed here.</p>
        </div>
      ) : (
        <table className="w-full text-sm">
          <thead className="sr-only sm:not-sr-only">
            <tr className="text-left text-xs font-medium tracking-wide text-ink-muted uppercase">
              <th scope="col" className="px-6 py-3 font-medium">
                Date
              </th>
              <th scope="col" className="px-3 py-3 font-medium">
                Credits
              </th>
              <th scope="col" className="px-3 py-3 font-medium">
                Amount
              </th>
              <th scope="col" className="px-3 py-3 font-medium">
                Status
              </th>
              <th scope="col" className="px-6 py-3 font-medium">
                Transaction ID
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {items.map((item) => (
              <tr
                key={item.orderId}
                className="grid grid-cols-2 gap-x-4 gap-y-2 px-5 py-4 sm:table-row sm:p-0"
              >
                <Cell label="Date">{formatDate(item.purchaseDate)}</Cell>
                <Cell label="Credits">{formatCredits(item.creditsPurchased)}</Cell>
                <Cell label="Amount">{formatPaise(item.amountPaid)}</Cell>
                <Cell label="Status">
                  <PurchaseStatusBadge status={item.status} />
                </Cell>
                <Cell label="Transaction ID" wide>
                  <span className="font-mono text-xs break-all">{item.transactionId ?? '—'}</span>
                </Cell>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Cell({
  label,
  wide = false,
  children,
}: {
  label: string;
  /** Takes the card's whole width on a phone. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <td
      className={`min-w-0 text-ink tabular-nums sm:px-3 sm:py-3.5 sm:first:pl-6 sm:last:pr-6 ${wide ? 'col-span-2' : ''}`}
    >
      <span aria-hidden="true" className="block text-xs text-ink-muted sm:hidden">
        {label}
      </span>
      {children}
    </td>
  );
}
