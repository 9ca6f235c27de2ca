import { endpointPath, invoiceEndpoints } from '@frameshop/contract';
import { useState } from 'react';
import { serverMessageOr } from '../../lib/api-error';
import { downloadFile } from '../../lib/download-file';
import { Spinner } from '../ui/spinner';

/** `FS-26-27-00123.pdf`, as the server names it too. */
const fileNameOf = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

interface InvoicePdfButtonProps {
  number: string;
  /** The visible words; the accessible name always carries the number. */
  label?: string;
  /** The admin token, on the dashboard: the owner's route for any document. */
  adminToken?: string;
}

/**
 * Downloads an invoice or credit note as its PDF (it needs the bearer, which a link cannot carry),
 * saying while it comes and what went wrong if it does not.
 */
export function InvoicePdfButton({ number, label, adminToken }: InvoicePdfButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const endpoint = adminToken ? invoiceEndpoints.adminInvoicePdf : invoiceEndpoints.invoicePdf;
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadFile(
        endpointPath(endpoint.path, { number }),
        fileNameOf(number),
        adminToken ? { Authorization: `Bearer ${adminToken}` } : {},
      );
    } catch (error) {
      setFailure(serverMessageOr(error, 'The PDF could not be downloaded. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <button
        type="button"
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={`Download ${number} as PDF`}
        className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline-offset-2 hover:underline disabled:opacity-60"
      >
        {busy ? <Spinner className="size-3.5" /> : null}
        {label ?? `${number} (PDF)`}
      </button>
      {failure ? (
        <span role="alert" className="text-xs text-danger-700">
          {failure}
        </span>
      ) : null}
    </span>
  );
}
