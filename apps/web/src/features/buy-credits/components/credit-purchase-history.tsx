import type { CreditPurchaseItem } from '@frameshop/contract';
import { Link } from 'react-router';
import { CardTableCell } from '../../../components/ui/card-table-cell';
import { CoinsIcon } from '../../../components/ui/icons';
import { formatCredits, formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { formatPaise } from '@frameshop/contract';
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
              <th scope="col" className="px-3 py-3 font-medium">
                Transaction ID
              </th>
              <th scope="col" className="px-6 py-3 font-medium">
                Receipt
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {items.map((item) => (
              <tr
                key={item.orderId}
                className="grid grid-cols-2 gap-x-4 gap-y-2 px-5 py-4 sm:table-row sm:p-0"
              >
                <CardTableCell label="Date">{formatDate(item.purchaseDate)}</CardTableCell>
                <CardTableCell label="Credits">
                  {formatCredits(item.creditsPurchased)}
                </CardTableCell>
                <CardTableCell label="Amount">{formatPaise(item.amountPaid)}</CardTableCell>
                <CardTableCell label="Status">
                  <PurchaseStatusBadge status={item.status} />
                </CardTableCell>
                <CardTableCell label="Transaction ID" wide>
                  <span className="font-mono text-xs break-all">{item.transactionId ?? '—'}</span>
                </CardTableCell>
                <CardTableCell label="Receipt">
                  {item.receiptNumber === null ? (
                    '—'
                  ) : (
                    <Link
                      to={paths.receipt(String(item.receiptNumber))}
                      className="font-medium text-brand-700 underline-offset-2 hover:underline"
                    >
                      Receipt No. {item.receiptNumber}
                    </Link>
                  )}
                </CardTableCell>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
