import {
  ACCOUNT_EXPORT_KEEP_HOURS,
  AccountExportMessage,
  type AccountExport,
} from '@frameshop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { buttonClasses } from '../../../../components/ui/button-styles';
import { FormAlert } from '../../../../components/ui/form-alert';
import { ProgressBar } from '../../../../components/ui/progress-bar';
import { Spinner } from '../../../../components/ui/spinner';
import { isApiError } from '../../../../lib/api-error';
import { formatDateTime, formatFileSize } from '../../../../lib/format';
import { exportStatus, latestExport, startExport } from '../api/account-calls';
import { useFailure } from '../../../../hooks/use-failure';
import { SettingsHeading } from './settings-heading';

/** While an export is being made, its status is asked for this often. */
const POLL_MS = 1500;

const LATEST_KEY = ['me', 'account-export', 'latest'] as const;

const isMaking = (status: AccountExport['status']) => status === 'queued' || status === 'running';

/**
 * "Export my data": one click starts a job that packs everything the store holds about the person
 * into a ZIP; its progress shows here, then a download link that works for a while. One archive
 * is kept per account: the latest one shows on opening, and a new one can be made once a day.
 */
export function ExportData() {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const { failure, reference, setFailure } = useFailure();
  // The latest export, then its status again while it is being made. A failed look leaves the
  // card as for someone who never exported: asking again answers the same export.
  const latest = useQuery({
    queryKey: LATEST_KEY,
    queryFn: ({ signal }) => latestExport(signal).then((answer) => answer.latest),
    retry: false,
  });
  const shown = latest.data ?? null;
  useQuery({
    queryKey: ['me', 'account-export', shown?.exportId],
    queryFn: async ({ signal }) => {
      const now = await exportStatus(shown!.exportId, signal);
      queryClient.setQueryData(LATEST_KEY, now);
      return now;
    },
    enabled: shown !== null && isMaking(shown.status),
    refetchInterval: (query) =>
      query.state.data && !isMaking(query.state.data.status) ? false : POLL_MS,
  });

  const begin = async () => {
    setStarting(true);
    setFailure(null);
    setMessage(null);
    try {
      const { message: said, ...made } = await startExport();
      queryClient.setQueryData(LATEST_KEY, made);
      setMessage(said);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : AccountExportMessage.failed, error);
    } finally {
      setStarting(false);
    }
  };

  const waitForNext = shown?.status === 'ready' ? shown.nextExportAt : null;
  const making = shown !== null && isMaking(shown.status);

  return (
    <section aria-labelledby="export-data-heading" className="space-y-4 px-5 py-6 sm:px-6">
      <SettingsHeading id="export-data-heading" title="Export your data">
        A ZIP of everything we hold about you: your account, every credit change, orders, receipts,
        licences, likes, drafts, and your uploads and results as files. The download is kept for{' '}
        {ACCOUNT_EXPORT_KEEP_HOURS} hours, and a new one can be made once a day.
      </SettingsHeading>
      {failure ? (
        <FormAlert tone="error" reference={reference}>
          {failure}
        </FormAlert>
      ) : null}
      {message && !failure ? <FormAlert tone="info">{message}</FormAlert> : null}
      {latest.isPending ? (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner className="size-4" /> Looking for your latest export…
        </p>
      ) : null}
      {shown && making ? (
        <div aria-live="polite" className="space-y-2">
          <p className="text-sm text-ink">Packing your data… {shown.progress}%</p>
          <ProgressBar percent={shown.progress} label="Packing your data" />
        </div>
      ) : null}
      {shown?.status === 'ready' && shown.downloadUrl ? (
        <div
          aria-live="polite"
          className="flex flex-col gap-3 rounded-control bg-success-50 p-4 ring-1 ring-success-600/20 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-sm text-ink">
            Your data from {formatDateTime(shown.createdAt)} is ready
            {shown.bytes === null ? '' : ` (${formatFileSize(shown.bytes)})`}. The link works for an
            hour; open this page again for a new one.
          </p>
          <a
            href={shown.downloadUrl}
            download={shown.fileName}
            className={buttonClasses({ className: 'shrink-0' })}
          >
            Download ZIP
          </a>
        </div>
      ) : null}
      {shown?.status === 'failed' ? (
        <FormAlert tone="error">{shown.failureReason ?? AccountExportMessage.failed}</FormAlert>
      ) : null}
      <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end">
        {waitForNext ? (
          <p className="text-sm text-ink-muted sm:mr-auto">
            You can make a new export from {formatDateTime(waitForNext)}.
          </p>
        ) : null}
        <Button
          variant="secondary"
          onClick={() => void begin()}
          disabled={starting || making}
          aria-busy={starting || undefined}
        >
          {starting ? <Spinner className="size-4" /> : null}
          {shown?.status === 'ready' ? 'Export again' : 'Export my data'}
        </Button>
      </div>
    </section>
  );
}
