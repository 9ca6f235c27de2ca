import type { Upload } from '@frameshop/contract';
import type { ReactNode } from 'react';
import { LoadFailedPanel } from '../../../components/ui/load-failed-panel';
import { FilmIcon, ImageIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useUploads } from '../api/get-uploads';
import { formatClipLength } from '../preview-size';

interface UploadPickerProps {
  selectedId: string | null;
  onSelect: (upload: Upload) => void;
  /** Where a new file is sent from: the uploads feature's dropzone, handed in by the route. */
  uploader: ReactNode;
}

/** The user's own photos and videos, newest first, as thumbnails to pick one from; or a new one. */
export function UploadPicker({ selectedId, onSelect, uploader }: UploadPickerProps) {
  const uploads = useUploads();
  return (
    <div className="space-y-4">
      {uploader}
      {uploads.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner className="size-4" /> Loading your uploads…
        </p>
      ) : uploads.isError ? (
        <LoadFailedPanel
          message="Failed to load your uploads"
          onRetry={() => void uploads.refetch()}
          retrying={uploads.isFetching}
          error={uploads.error}
        />
      ) : uploads.data.uploads.length > 0 ? (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink">
            Or pick one of your uploads
          </legend>
          <div className="grid max-h-64 grid-cols-3 gap-2 overflow-y-auto p-0.5 sm:grid-cols-4">
            {uploads.data.uploads.map((upload) => (
              <UploadChoice
                key={upload.uploadId}
                upload={upload}
                selected={upload.uploadId === selectedId}
                onSelect={() => onSelect(upload)}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}

function UploadChoice({
  upload,
  selected,
  onSelect,
}: {
  upload: Upload;
  selected: boolean;
  onSelect: () => void;
}) {
  const thumbnail = upload.kind === 'image' ? upload.url : upload.posterUrl;
  return (
    <label
      className={`group relative block aspect-square cursor-pointer overflow-hidden rounded-lg bg-slate-100 ring-2 has-focus-visible:outline-3 has-focus-visible:outline-brand-500 ${
        selected ? 'ring-brand-600' : 'ring-transparent hover:ring-line'
      }`}
    >
      <input
        type="radio"
        name="editor-upload"
        className="sr-only"
        checked={selected}
        onChange={onSelect}
        aria-label={`${upload.fileName} (${upload.kind === 'image' ? 'photo' : `video, ${formatClipLength(upload.durationSeconds ?? 0)}`})`}
      />
      {thumbnail ? (
        <img src={thumbnail} alt="" loading="lazy" className="size-full object-cover" />
      ) : null}
      <span className="absolute bottom-1 left-1 grid size-6 place-items-center rounded bg-slate-900/70 text-white">
        {upload.kind === 'image' ? (
          <ImageIcon className="size-3.5" aria-hidden="true" />
        ) : (
          <FilmIcon className="size-3.5" aria-hidden="true" />
        )}
      </span>
    </label>
  );
}
