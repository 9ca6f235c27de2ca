import { UPLOAD_ACCEPT, UploadMessage, type Upload } from '@frameshop/contract';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FilmIcon, ImageIcon } from '../../../components/ui/icons';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useUpload, type UploadState } from '../hooks/use-upload';

export interface UploadDropzoneProps {
  /** Called with the server's record once a file is uploaded and checked. */
  onUploaded?: (upload: Upload) => void;
  /** The heading inside the zone. */
  title?: string;
  /** For an editor that places photos only: the hint and the file picker offer photos alone. */
  photosOnly?: boolean;
}

/** What the photo-only picker offers; the server still decides from the content. */
const PHOTO_ACCEPT = UPLOAD_ACCEPT.split(',')
  .filter((type) => /^(\.(jpe?g|png|webp)|image\/)/.test(type))
  .join(',');

/**
 * Where a user gives the editor a photo or video: dropped on the zone or picked with its button
 * (a real button, so the keyboard and screen readers reach it). While it travels, a progress bar
 * and Cancel; afterwards, the server's verdict in its own words. Every change is announced.
 */
export function UploadDropzone({
  onUploaded,
  title = 'Upload a photo or video',
  photosOnly = false,
}: UploadDropzoneProps) {
  const { state, start, cancel } = useUpload({ onUploaded });
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const busy = state.status === 'uploading' || state.status === 'processing';

  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void start(file);
  };

  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    // Without this the browser opens the dropped file instead of handing it to the page.
    event.preventDefault();
    event.dataTransfer.dropEffect = busy ? 'none' : 'copy';
    setDragging(true);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) take(event.dataTransfer.files);
  };

  return (
    <div
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={`flex flex-col items-center gap-4 rounded-card border-2 border-dashed px-6 py-8 text-center transition-colors ${
        dragging ? 'border-brand-500 bg-brand-50' : 'border-line bg-surface'
      }`}
    >
      {photosOnly ? (
        <ImageIcon className="size-8 text-brand-600" aria-hidden="true" />
      ) : (
        <FilmIcon className="size-8 text-brand-600" aria-hidden="true" />
      )}
      <div>
        <p className="font-semibold text-ink">{title}</p>
        <p id={hintId} className="mt-1 text-sm text-ink-muted">
          {photosOnly
            ? 'Drag a photo here or choose one: JPEG, PNG or WebP.'
            : 'Drag a file here or choose one. JPEG, PNG or WebP photos; MP4, MOV or WebM videos.'}
        </p>
      </div>

      <input
        ref={input}
        type="file"
        accept={photosOnly ? PHOTO_ACCEPT : UPLOAD_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="upload-file-input"
        onChange={(event) => {
          take(event.currentTarget.files);
          // The same file can be chosen again after a failure.
          event.currentTarget.value = '';
        }}
      />

      {busy ? (
        <div className="flex w-full max-w-sm flex-col gap-3">
          <ProgressBar
            className="w-full"
            label={`Uploading ${state.fileName}`}
            percent={
              state.status === 'processing'
                ? 100
                : state.progress
                  ? (state.progress.loaded / state.progress.total) * 100
                  : 0
            }
          />
          <Button variant="secondary" size="sm" onClick={cancel} className="self-center">
            Cancel
          </Button>
        </div>
      ) : (
        <Button aria-describedby={hintId} onClick={() => input.current?.click()}>
          {state.status === 'done' ? 'Choose another file' : 'Choose a file'}
        </Button>
      )}

      <p role="status" aria-live="polite" className="min-h-5 text-sm text-ink-muted">
        {statusText(state)}
      </p>
      {state.status === 'error' ? (
        <FormAlert tone="error" className="w-full max-w-sm text-left" reference={state.reference}>
          {state.message}
        </FormAlert>
      ) : null}
    </div>
  );
}

/** What the live region says: short, and naming the file, so it makes sense on its own. */
function statusText(state: UploadState): string {
  switch (state.status) {
    case 'uploading':
      return state.progress
        ? `Uploading ${state.fileName}: ${Math.round((state.progress.loaded / state.progress.total) * 100)}%`
        : `Uploading ${state.fileName}…`;
    case 'processing':
      return `Checking ${state.fileName}…`;
    case 'done':
      // The same bytes sent again: the earlier upload is used, and not stored a second time.
      return state.upload.alreadyUploaded
        ? `You uploaded this file before, as ${state.upload.fileName}: that one is used, not a second copy.`
        : `${state.upload.fileName} is uploaded.`;
    case 'cancelled':
      return UploadMessage.cancelled;
    case 'error':
      return `${state.fileName} was not uploaded.`;
    default:
      return '';
  }
}
