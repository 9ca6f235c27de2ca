import { Spinner } from '../../../components/ui/spinner';
import { AlertCircleIcon, CheckIcon } from '../../../components/ui/icons';
import type { SaveStatus } from '../hooks/use-autosave';

interface SaveStatusProps {
  status: SaveStatus;
  error: string | null;
  onRetry: () => void;
  /** Opens the choice between this version and the newer one again. */
  onChooseVersion: () => void;
}

/** Always in view: whether the server has what is on screen, and a way to try again if not. */
export function SaveStatusBadge({ status, error, onRetry, onChooseVersion }: SaveStatusProps) {
  return (
    <p role="status" className="flex min-h-9 items-center gap-2 text-sm font-medium">
      {status === 'saved' ? (
        <span className="flex items-center gap-1.5 text-success-700">
          <CheckIcon className="size-4" aria-hidden="true" /> Saved
        </span>
      ) : status === 'saving' ? (
        <span className="flex items-center gap-1.5 text-ink-muted">
          <Spinner className="size-4" /> Saving…
        </span>
      ) : status === 'conflict' ? (
        <button
          type="button"
          onClick={onChooseVersion}
          className="flex items-center gap-1.5 rounded-control px-1 text-warning-600 hover:underline"
        >
          <AlertCircleIcon className="size-4" aria-hidden="true" /> Not saved — choose a version
        </button>
      ) : (
        <button
          type="button"
          onClick={onRetry}
          title={error ?? undefined}
          className="flex items-center gap-1.5 rounded-control px-1 text-danger-700 underline-offset-2 hover:underline"
        >
          <AlertCircleIcon className="size-4" aria-hidden="true" /> Not saved — retry
        </button>
      )}
    </p>
  );
}
