import { formatPaise, stateLabel, type AdminInvoice } from '@frameshop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { InvoicePdfButton } from '../../../components/invoice/invoice-pdf-button';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { inputClasses } from '../../../components/ui/input-styles';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessageOr } from '../../../lib/api-error';
import { AdminPanel } from '../../admin-shell/components/admin-tab';
import { downloadGstr1, getAdminInvoices, refundPack } from '../api/admin-tax-api';

const taxOf = (invoice: AdminInvoice) =>
  invoice.igst > 0
    ? `IGST ${formatPaise(invoice.igst)}`
    : invoice.cgst > 0
      ? `CGST + SGST ${formatPaise(invoice.cgst + invoice.sgst)}`
      : 'No GST';

/**
 * The owner's month for the GST return: its invoices and credit notes (each as a PDF), a refund
 * for a paid pack, and the GSTR-1 figures to file, as the offline tool's JSON or as CSV.
 */
export function TaxMonthPanel({ token }: { token: string }) {
  const monthId = useId();
  // Null until the owner picks one: the server answers this month in the store's time zone, which
  // the browser's clock may be a day away from at a month's turn.
  const [picked, setPicked] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [exporting, setExporting] = useState<'json' | 'csv' | null>(null);
  const queryClient = useQueryClient();
  const documents = useQuery({
    queryKey: ['admin', 'invoices', picked],
    queryFn: ({ signal }) => getAdminInvoices(token, picked, signal),
    enabled: picked === null || /^\d{4}-\d{2}$/.test(picked),
    retry: false,
  });
  const month = picked ?? documents.data?.month ?? null;
  const refund = useMutation({
    mutationFn: (orderId: string) => refundPack(token, orderId),
    onSuccess: (answer) => {
      setNotice({
        tone: 'success',
        text:
          `Refund started: ${answer.creditsTakenBack.toLocaleString('en-IN')} credits taken back` +
          (answer.creditNoteNumber ? `, credit note ${answer.creditNoteNumber} issued.` : '.') +
          ' The money goes back through the payment provider.',
      });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'invoices'] });
    },
    onError: (error) =>
      setNotice({
        tone: 'error',
        text: serverMessageOr(error, 'The refund did not go through. Please try again.'),
      }),
    onSettled: () => setConfirming(null),
  });
  const exportAs = async (format: 'json' | 'csv') => {
    if (!month) return;
    setExporting(format);
    setNotice(null);
    try {
      await downloadGstr1(token, month, format);
    } catch (error) {
      setNotice({
        tone: 'error',
        text: serverMessageOr(error, 'The export could not be made. Please try again.'),
      });
    } finally {
      setExporting(null);
    }
  };
  const list = documents.data;

  return (
    <AdminPanel id="tax-month" title="Tax invoices and GSTR-1">
      <p className="mt-1 text-sm text-ink-muted">
        A month&rsquo;s tax invoices and credit notes, and the figures its GSTR-1 is filed from.
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={monthId} className="mb-1.5 block text-sm font-medium text-ink">
            Month
          </label>
          <input
            id={monthId}
            type="month"
            value={month ?? ''}
            onChange={(event) => setPicked(event.target.value)}
            className={inputClasses('default', 'w-44')}
          />
        </div>
        <Button
          variant="secondary"
          onClick={() => void exportAs('json')}
          disabled={exporting !== null || !month || list?.registered === false}
          aria-busy={exporting === 'json' || undefined}
        >
          {exporting === 'json' ? <Spinner className="size-4" /> : null}
          Export GSTR-1 (JSON)
        </Button>
        <Button
          variant="secondary"
          onClick={() => void exportAs('csv')}
          disabled={exporting !== null || !month || list?.registered === false}
          aria-busy={exporting === 'csv' || undefined}
        >
          {exporting === 'csv' ? <Spinner className="size-4" /> : null}
          Export GSTR-1 (CSV)
        </Button>
      </div>
      {list?.registered === false ? (
        <p className="mt-3 text-sm text-ink-muted">
          The store is not registered for GST (STORE_GSTIN is not set): it issues bills of supply,
          and has no GSTR-1 to file.
        </p>
      ) : null}
      <div aria-live="polite" className="mt-4 empty:hidden">
        {notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
      </div>
      {documents.isPending && documents.fetchStatus !== 'idle' ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-ink-muted">
          <Spinner className="size-4" /> Loading the month&rsquo;s invoices…
        </p>
      ) : documents.isError ? (
        <FormAlert tone="error">
          {serverMessageOr(documents.error, 'The month’s invoices could not be loaded.')}
        </FormAlert>
      ) : list && list.invoices.length === 0 ? (
        <p className="mt-4 text-sm text-ink-muted">No invoices or credit notes in this month.</p>
      ) : list ? (
        <ul
          aria-label="Invoices and credit notes of the month"
          className="mt-4 divide-y divide-line"
        >
          {list.invoices.map((invoice) => (
            <li
              key={invoice.number}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold text-ink">
                  {invoice.title} <span className="font-mono">{invoice.number}</span>
                </p>
                <p className="text-sm break-words text-ink-muted">
                  {invoice.buyer.name}
                  {invoice.buyer.gstin ? ` · GSTIN ${invoice.buyer.gstin}` : ''}
                  {invoice.placeOfSupply ? ` · ${stateLabel(invoice.placeOfSupply)}` : ''}
                </p>
                <p className="text-sm text-ink-muted">
                  {invoice.kind === 'credit-note' ? `Against ${invoice.invoiceNumber} · ` : ''}
                  Taxable {formatPaise(invoice.taxableValue)} · {taxOf(invoice)} · Total{' '}
                  <span className="font-semibold text-ink">{formatPaise(invoice.total)}</span>
                </p>
                {invoice.creditNoteNumber ? (
                  <p className="text-sm text-ink-muted">
                    Refunded: credit note {invoice.creditNoteNumber}
                  </p>
                ) : null}
              </div>
              <div className="flex shrink-0 flex-wrap items-center gap-3">
                <InvoicePdfButton number={invoice.number} label="PDF" adminToken={token} />
                {invoice.kind === 'invoice' && !invoice.creditNoteNumber ? (
                  confirming === invoice.number ? (
                    <span className="flex flex-wrap items-center gap-2">
                      <Button
                        size="sm"
                        variant="danger"
                        onClick={() => refund.mutate(invoice.orderId)}
                        disabled={refund.isPending}
                        aria-busy={refund.isPending || undefined}
                      >
                        {refund.isPending ? <Spinner className="size-4" /> : null}
                        Refund {formatPaise(invoice.total)}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setConfirming(null)}
                        disabled={refund.isPending}
                      >
                        Keep
                      </Button>
                    </span>
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => {
                        setNotice(null);
                        setConfirming(invoice.number);
                      }}
                      aria-label={`Refund ${invoice.number}`}
                    >
                      Refund…
                    </Button>
                  )
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </AdminPanel>
  );
}
