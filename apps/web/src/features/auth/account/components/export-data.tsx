import {
  ACCOUNT_EXPORT_KEEP_HOURS,
  AccountExportMessage,
  type AccountExport,
} from '@frameshop/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { buttonClasses } from '../../../../components/ui/button-styles';
import { FormAlert } from '../../../../components/ui/form-alert';
import { ProgressBar } from '../../../../components/ui/progress-bar';
import { Spinner } from '../../../../components/ui/spinner';
import { isApiError } from '../../../../lib/api-error';
import { formatFileSize } from '../../../../lib/format';
import { exportStatus, startExport } from '../api/account-calls';
import { useFailure } from '../../../../hooks/use-failure';

/** While an export is being made, its status is asked for this often. */
const POLL_MS = 1500;

const isMaking = (status: AccountExport['status']) => status === 'queued' || status === 'running';

/**
 * "Export my data": one click starts a job that packs everything the store holds about the person
 * into a ZIP; its progress shows here, then a download link that works for a while.
 */
export function ExportData() {
  const [started, setStarted] = useState<AccountExport | null>(null);
  const [starting, setStarting] = useState(false);
  const { failure, reference, setFailure } = useFailure();
  const current = useQuery({
    queryKey: ['me', 'account-export', started?.exportId],
    queryFn: ({ signal }) => exportStatus(started!.exportId, signal),
    enabled: started !== null,
    initialData: started ?? undefined,
    refetchInterval: (query) =>
      query.state.data && isMaking(query.state.data.status) ? POLL_MS : false,
  });
  const made = current.data ?? started;

  const begin = async () => {
    setStarting(true);
    setFailure(null);
    try {
      setStarted(await startExport());
    } catch (error) {
      setFailure(isApiError(error) ? error.message : AccountExportMessage.failed, error);
    } finally {
      setStarting(false);
    }
  };

  return (
    <section aria-labelledby="export-data-heading" className="space-y-4 px-5 py-6 sm:px-6">
      <div>
        <h3 id="export-data-heading" className="font-semibold text-ink">
          Export your data
        </h3>
        <p className="mt-0.5 text-sm text-ink-muted">
          A ZIP of everything we hold about you: your account, every credit change, orders,
          receipts, licences, likes, drafts, and your uploads and results as files. The download is
          kept for {ACCOUNT_EXPORT_KEEP_HOURS} hours.
        </p>
      </div>
      {failure ? (
        <FormAlert tone="error" reference={reference}>
          {failure}
        </FormAlert>
      ) : null}
      {made && isMaking(made.status) ? (
        <div aria-live="polite" className="space-y-2">
          <p className="text-sm text-ink">Packing your data… {made.progress}%</p>
          <ProgressBar percent={made.progress} label="Packing your data" />
        </div>
      ) : null}
      {made?.status === 'ready' && made.downloadUrl ? (
        <div
          aria-live="polite"
          className="flex flex-col gap-3 rounded-control bg-success-50 p-4 ring-1 ring-success-600/20 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-sm text-ink">
            Your data is ready{made.bytes === null ? '' : ` (${formatFileSize(made.bytes)})`}. The
            link works for an hour; ask again on this page for a new one.
          </p>
          <a href={made.downloadUrl} download className={buttonClasses({ className: 'shrink-0' })}>
            Download ZIP
          </a>
        </div>
      ) : null}
      {made?.status === 'failed' ? (
        <FormAlert tone="error">{made.failureReason ?? AccountExportMessage.failed}</FormAlert>
      ) : null}
      <div className="flex justify-end">
        <Button
          variant="secondary"
          onClick={() => void begin()}
          disabled={starting || (made !== null && isMaking(made.status))}
          aria-busy={starting || undefined}
        >
          {starting ? <Spinner className="size-4" /> : null}
          {made?.status === 'ready' ? 'Export again' : 'Export my data'}
        </Button>
      </div>
    </section>
  );
}
