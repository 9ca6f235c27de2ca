import { formatPaise } from '@frameshop/contract';
import { InvoicePdfButton } from '../../../components/invoice/invoice-pdf-button';
import { CardTable, CardTableRow } from '../../../components/ui/card-table';
import { LoadFailedPanel } from '../../../components/ui/load-failed-panel';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { useInvoices } from '../api/get-invoices';

const columns = [
  { label: 'Date' },
  { label: 'Document' },
  { label: 'Number', wide: true },
  { label: 'Amount' },
  { label: 'PDF' },
] as const;

/** The buyer's tax invoices and credit notes, newest first, each downloadable as its PDF. */
export function InvoiceList() {
  const invoices = useInvoices();
  return (
    <section
      aria-labelledby="invoices-heading"
      className="rounded-card bg-surface shadow-card ring-1 ring-line"
    >
      <h2
        id="invoices-heading"
        className="border-b border-line px-5 py-4 text-lg font-semibold text-ink sm:px-6"
      >
        Invoices and credit notes
      </h2>
      {invoices.isPending ? (
        <p className="flex items-center gap-2 px-5 py-4 text-sm text-ink-muted sm:px-6">
          <Spinner className="size-4" /> Loading your invoices…
        </p>
      ) : invoices.isError ? (
        <div className="px-5 py-4 sm:px-6">
          <LoadFailedPanel
            message="Your invoices could not be loaded."
            onRetry={() => void invoices.refetch()}
            retrying={invoices.isFetching}
            error={invoices.error}
          />
        </div>
      ) : invoices.data.length === 0 ? (
        <p className="px-5 py-6 text-sm text-ink-muted sm:px-6">
          No invoices yet. Each credit pack you buy comes with one.
        </p>
      ) : (
        <CardTable columns={columns} layout="grid">
          {invoices.data.map((invoice) => (
            <CardTableRow key={invoice.number}>
              <td>{formatDate(invoice.date)}</td>
              <td>{invoice.kind === 'invoice' ? 'Invoice' : 'Credit note'}</td>
              <td>
                <span className="font-mono text-sm">{invoice.number}</span>
              </td>
              <td>
                {invoice.kind === 'credit-note' ? '−' : ''}
                {formatPaise(invoice.total)}
              </td>
              <td>
                <InvoicePdfButton number={invoice.number} label="Download" />
              </td>
            </CardTableRow>
          ))}
        </CardTable>
      )}
    </section>
  );
}
