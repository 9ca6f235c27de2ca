import type { Batch, BatchRow } from '@frameshop/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { FileDropZone } from '../../../components/ui/file-drop-zone';
import { FormAlert } from '../../../components/ui/form-alert';
import { DownloadIcon } from '../../../components/ui/icons';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatCredits, formatDateTime, formatNumber } from '../../../lib/format';
import {
  batchPercent,
  batchStatusText,
  isMaking,
  progressText,
  rowStatusText,
} from '../batch-text';
import type { BatchOrderFailure } from '../order-failure';
import { cancelLabel, retryLabel } from '../price-line';
import { PHOTO_ACCEPT } from '../photo-matching';

/** A new photo for a failed row: uploaded (its id), or why not. */
export type ReplacedPhoto = { uploadId: string } | { message: string };

interface BatchViewProps {
  batch: Batch;
  busy: boolean;
  failure: (BatchOrderFailure & { reference: string | null }) | null;
  onCancel: () => void;
  onRetry: (rows: { row: number; photos: Record<string, string> }[]) => void;
  /** Uploads a failed row's new photo through the app's uploads. */
  uploadPhoto: (file: File) => Promise<ReplacedPhoto>;
}

/**
 * A batch as it is made: its progress (a bar, and each row's state with the reason a row failed),
 * each made result to download alone and all of them as one ZIP, the credits on hold, charged
 * and returned, Cancel (naming what it gives back) while rows wait, and Retry for failed rows once
 * the batch has finished, with a new photo for a row first if that was the cause.
 */
export function BatchView({
  batch,
  busy,
  failure,
  onCancel,
  onRetry,
  uploadPhoto,
}: BatchViewProps) {
  const [newPhotos, setNewPhotos] = useState<Record<number, ReplacedPhoto>>({});
  const making = isMaking(batch);
  const failedRows = batch.rows.filter((row) => row.status === 'failed');
  const waitingShare = batch.waiting * batch.price.perResult;
  const slot = batch.photoSlots?.[0];

  const retry = () =>
    onRetry(
      slot
        ? Object.entries(newPhotos).flatMap(([row, photo]) =>
            'uploadId' in photo ? [{ row: Number(row), photos: { [slot]: photo.uploadId } }] : [],
          )
        : [],
    );

  return (
    <div className="space-y-6">
      <section aria-labelledby="batch-progress-heading" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="batch-progress-heading" className="text-lg font-semibold text-ink">
            {batchStatusText[batch.status]}
          </h2>
          <p className="text-sm text-ink-muted">Started {formatDateTime(batch.createdAt)}</p>
        </div>
        <ProgressBar percent={batchPercent(batch)} label="Batch progress" />
        <p role="status" aria-live="polite" className="text-sm text-ink">
          {batchStatusText[batch.status]}: {progressText(batch)}.
        </p>
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <Credit label="on hold" value={onHold(batch.credits)} />
          <Credit label="charged" value={batch.credits.charged} />
          <Credit label="returned" value={batch.credits.returned} />
        </dl>
      </section>

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {batch.archiveUrl ? (
          <a href={batch.archiveUrl} className={buttonClasses({})}>
            <DownloadIcon className="size-5" /> Download all (ZIP)
          </a>
        ) : null}
        {making ? (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel(waitingShare)}
          </Button>
        ) : null}
        {!making && failedRows.length > 0 ? (
          <Button onClick={retry} disabled={busy}>
            {retryLabel(failedRows.length, failedRows.length * batch.price.perResult)}
          </Button>
        ) : null}
      </div>
      {failure ? (
        <FormAlert tone="error" reference={failure.reference}>
          {failure.kind === 'insufficient-credits'
            ? `You need ${formatCredits(Math.max(0, failure.creditsRequired - failure.userCredits))} more to retry these rows.`
            : failure.message}
        </FormAlert>
      ) : null}

      <section aria-labelledby="batch-rows-heading">
        <h2 id="batch-rows-heading" className="text-lg font-semibold text-ink">
          Rows
        </h2>
        <ol className="mt-3 divide-y divide-line rounded-card bg-surface ring-1 ring-line">
          {batch.rows.map((row) => (
            <li
              key={row.row}
              className="flex flex-col gap-2 px-3 py-2.5 [contain-intrinsic-size:auto_3.5rem] [content-visibility:auto] sm:flex-row sm:items-center"
            >
              <RowSummary row={row} />
              {row.status === 'made' && row.downloadUrl ? (
                <a
                  href={row.downloadUrl}
                  className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                  aria-label={`Download row ${row.row + 1}${row.name ? `, ${row.name}` : ''}`}
                >
                  <DownloadIcon className="size-4" /> Download
                </a>
              ) : null}
              {row.status === 'failed' && slot && !making ? (
                <FileDropZone
                  inputLabel={`New photo for row ${row.row + 1}`}
                  buttonLabel={`Replace the photo of row ${row.row + 1}`}
                  hint={photoNote(newPhotos[row.row])}
                  accept={PHOTO_ACCEPT}
                  disabled={busy}
                  onFiles={([file]) => {
                    if (!file) return;
                    void uploadPhoto(file).then((photo) =>
                      setNewPhotos((now) => ({ ...now, [row.row]: photo })),
                    );
                  }}
                />
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function photoNote(photo: ReplacedPhoto | undefined): string {
  if (!photo) return 'Retry makes it again with its photo, or with a new one chosen here.';
  return 'uploadId' in photo ? 'The new photo is ready: Retry uses it.' : photo.message;
}

function RowSummary({ row }: { row: BatchRow }) {
  const tone =
    row.status === 'failed'
      ? 'text-danger-700'
      : row.status === 'made'
        ? 'text-success-700'
        : 'text-ink-muted';
  return (
    <div className="min-w-0 flex-1">
      <p className="text-sm break-words text-ink">
        <span className="font-semibold">Row {formatNumber(row.row + 1)}</span>
        {row.name ? ` · ${row.name}` : ''} ·{' '}
        <span className={tone}>{rowStatusText[row.status]}</span>
      </p>
      {row.reason ? <p className="text-sm break-words text-danger-700">{row.reason}</p> : null}
    </div>
  );
}

/**
 * What the batch holds now, for rows not made yet: `held` counts every hold of its life, a retry's
 * too, so after a retry it is more than the price ("held 30" of a batch priced 20).
 */
function onHold(credits: Batch['credits']): number {
  return Math.max(0, credits.held - credits.charged - credits.returned);
}

function Credit({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-control bg-canvas px-3 py-2 ring-1 ring-line">
      <dt className="text-xs text-ink-muted">Credits {label}</dt>
      <dd className="font-semibold text-ink">{formatCredits(value)}</dd>
    </div>
  );
}
