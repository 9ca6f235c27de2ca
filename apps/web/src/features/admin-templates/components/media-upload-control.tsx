import type { MediaState, TemplateKind, TemplateMediaRole } from '@frameshop/contract';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatMegabytes } from '../../../lib/format';
import { useMediaUpload } from '../hooks/use-media-upload';
import { mediaRoleLabel, OwnerCatalogueText } from '../owner-catalogue-text';

/** The files the server takes for each role: clips as MP4, MOV or WebM; the overlay as a PNG. */
const ACCEPT: Record<TemplateMediaRole, string> = {
  video: 'video/mp4,video/quicktime,video/webm',
  mask: 'video/mp4,video/quicktime,video/webm',
  overlay: 'image/png',
};

/**
 * One of the template's files: a picker, then the bytes sent as a bar with a Cancel button, a
 * "retrying" note while a lost chunk is sent again, and what went wrong if the server refused it.
 */
export function MediaUploadControl({
  token,
  templateId,
  kind,
  role,
  uploaded,
  mediaState,
  onFinished,
}: {
  token: string;
  templateId: string;
  kind: TemplateKind;
  role: TemplateMediaRole;
  /** A file of this role is on the server already. */
  uploaded: boolean;
  /** Where the template's media stand, which a finished upload's note follows. */
  mediaState: MediaState;
  onFinished: () => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const { state, start, cancel } = useMediaUpload({ token, templateId, role }, onFinished);
  const label = mediaRoleLabel(kind, role);
  const sending = state.status === 'sending';

  return (
    <div className="flex flex-col gap-3 rounded-card bg-surface p-4 ring-1 ring-line">
      <div>
        <label htmlFor={inputId} className="text-sm font-semibold text-ink">
          {label}
        </label>
        {uploaded ? (
          <p id={hintId} className="mt-0.5 text-xs text-ink-muted">
            {OwnerCatalogueText.uploadedAlready}
          </p>
        ) : null}
      </div>
      <input
        id={inputId}
        type="file"
        accept={ACCEPT[role]}
        disabled={sending}
        aria-describedby={uploaded ? hintId : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so picking the same file again (after a cancel) starts it again.
          event.target.value = '';
          if (file) void start(file);
        }}
        className="block w-full min-w-0 text-sm text-ink-muted file:mr-3 file:rounded-control file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
      />
      {sending ? (
        <div className="flex flex-col gap-2">
          <ProgressBar
            percent={state.total > 0 ? (state.sent / state.total) * 100 : 0}
            label={`Uploading ${state.fileName}`}
          />
          <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-ink-muted">
            <span className="tabular-nums">
              {formatMegabytes(state.sent)} of {formatMegabytes(state.total)}
            </span>
            <Button variant="secondary" size="sm" onClick={cancel}>
              {OwnerCatalogueText.cancelUpload}
              <span className="sr-only"> of {label}</span>
            </Button>
          </div>
        </div>
      ) : null}
      <div aria-live="polite" className="text-sm">
        {sending && state.retrying ? (
          <p className="font-medium text-amber-800">{OwnerCatalogueText.uploadPaused}</p>
        ) : null}
        {state.status === 'done' ? <UploadDoneNote mediaState={mediaState} /> : null}
        {state.status === 'cancelled' ? (
          <p className="text-ink-muted">{OwnerCatalogueText.uploadCancelled}</p>
        ) : null}
      </div>
      {state.status === 'failed' ? (
        <FormAlert tone="error">
          {state.fileName}: {state.message}
        </FormAlert>
      ) : null}
    </div>
  );
}

/** A finished upload's note, as the media made from it come along: prepared, ready, or refused. */
function UploadDoneNote({ mediaState }: { mediaState: MediaState }) {
  if (mediaState === 'ready') {
    return <p className="text-success-700">{OwnerCatalogueText.uploadDoneReady}</p>;
  }
  if (mediaState === 'failed') {
    return <p className="text-ink-muted">{OwnerCatalogueText.uploadDoneFailed}</p>;
  }
  return <p className="text-success-700">{OwnerCatalogueText.uploadDone}</p>;
}
