import type { CreditPurchaseItem } from '@frameshop/contract';
import { InvoicePdfButton } from '../../../components/invoice/invoice-pdf-button';
import { ReceiptLink } from '../../../components/receipt/receipt-link';
import { CardTable, CardTableRow } from '../../../components/ui/card-table';
import { CoinsIcon } from '../../../components/ui/icons';
import { formatCredits, formatDate } from '../../../lib/format';
import { formatPaise } from '@frameshop/contract';
import { PurchaseStatusBadge } from './purchase-status-badge';

const purchaseColumns = [
  { label: 'Date' },
  { label: 'Credits' },
  { label: 'Amount' },
  { label: 'Status' },
  { label: 'Transaction ID', wide: true },
  { label: 'Receipt' },
  { label: 'Invoice' },
] as const;

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
        <CardTable columns={purchaseColumns} layout="grid">
          {items.map((item) => (
            <CardTableRow key={item.orderId}>
              <td>{formatDate(item.purchaseDate)}</td>
              <td>{formatCredits(item.creditsPurchased)}</td>
              <td>{formatPaise(item.amountPaid)}</td>
              <td>
                <PurchaseStatusBadge status={item.status} />
              </td>
              <td>
                <span className="font-mono text-xs break-all">{item.transactionId ?? '—'}</span>
              </td>
              <td>
                {item.receiptNumber === null ? (
                  '—'
                ) : (
                  <ReceiptLink receiptNumber={item.receiptNumber} />
                )}
              </td>
              <td>
                {item.invoiceNumber === null ? (
                  '—'
                ) : (
                  <InvoicePdfButton number={item.invoiceNumber} />
                )}
              </td>
            </CardTableRow>
          ))}
        </CardTable>
      )}
    </section>
  );
}
