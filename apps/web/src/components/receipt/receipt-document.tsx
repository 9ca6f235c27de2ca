import {
  formatPaise,
  formatReceiptDate,
  InvoiceMessage,
  paymentMethodLabel,
  ReceiptMessage,
  type Receipt,
} from '@frameshop/contract';
import { Fact } from '../ui/fact';
import { formatCredits } from '../../lib/format';
import './receipt-print.css';

/**
 * A receipt as a document: who sold, to whom, when, what and for how much, and how it was paid.
 * Laid out to print on one A4 page (see receipt-print.css).
 */
export function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  const { seller, buyer } = receipt;
  return (
    <article
      aria-labelledby="receipt-title"
      className="receipt-document mx-auto max-w-2xl rounded-panel bg-surface p-6 shadow-card ring-1 ring-line sm:p-10"
    >
      <div className="grid gap-4 border-b border-line pb-6 sm:grid-cols-[1fr_auto] sm:items-start">
        <div>
          <p className="font-semibold text-ink">{seller.name}</p>
          <address className="text-sm leading-6 text-ink-muted not-italic">
            {seller.addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </div>
        <div className="sm:text-right">
          <h1 id="receipt-title" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            Receipt
          </h1>
          <p className="mt-1 text-sm text-ink-muted">
            No. <span className="font-semibold text-ink tabular-nums">{receipt.receiptNumber}</span>
          </p>
          <p className="text-sm text-ink-muted">
            <time dateTime={receipt.issuedAt}>
              {formatReceiptDate(receipt.issuedAt, receipt.timeZone)}
            </time>
          </p>
        </div>
      </div>

      <section aria-labelledby="receipt-buyer" className="mt-6">
        <h2
          id="receipt-buyer"
          className="text-xs font-medium tracking-wide text-ink-muted uppercase"
        >
          Billed to
        </h2>
        <p className="mt-1 text-ink">{buyer.name}</p>
        <p className="text-sm break-all text-ink-muted">{buyer.email}</p>
      </section>

      <table className="mt-6 w-full text-sm">
        <caption className="sr-only">What was bought</caption>
        <thead>
          <tr className="border-b border-line text-left text-xs tracking-wide text-ink-muted uppercase">
            <th scope="col" className="py-2 font-medium">
              Item
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-line">
            <td className="py-3 text-ink">Credit pack: {formatCredits(receipt.credits)}</td>
            <td className="py-3 text-right text-ink tabular-nums">{formatPaise(receipt.amount)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-3 text-left font-semibold text-ink">
              Total paid ({receipt.currency})
            </th>
            <td className="py-3 text-right text-lg font-bold text-ink tabular-nums">
              {formatPaise(receipt.amount)}
            </td>
          </tr>
        </tfoot>
      </table>

      <dl className="mt-4 divide-y divide-line border-t border-line text-sm">
        <Fact label="Payment method">{paymentMethodLabel(receipt.paymentMethod)}</Fact>
        <Fact label="Order ID" mono>
          {receipt.orderId}
        </Fact>
        <Fact label="Payment ID" mono>
          {receipt.paymentId}
        </Fact>
        {receipt.invoice ? (
          <Fact label={receipt.invoice.title} mono>
            {receipt.invoice.number}
          </Fact>
        ) : null}
      </dl>
      {receipt.invoice && receipt.invoice.title !== InvoiceMessage.taxInvoice ? (
        <p className="mt-3 text-sm text-ink-muted">{ReceiptMessage.notRegistered}</p>
      ) : null}

      <p className="mt-6 text-xs leading-5 text-ink-muted">
        The credits were added to the buyer&rsquo;s account when the payment was confirmed. Credits
        are spent on templates in the store and are not exchangeable for money.
      </p>
    </article>
  );
}
