import type { ReactNode } from 'react';
import { referenceOf } from '../../lib/api-error';
import { Button } from './button';
import { ErrorReference } from './error-reference';
import { AlertCircleIcon, RefreshIcon } from './icons';
import { Spinner } from './spinner';
import { StatePanel } from './state-panel';

interface LoadFailedPanelProps {
  message: ReactNode;
  onRetry: () => void;
  /** While the retry is on its way the button waits, so it is not pressed twice. */
  retrying?: boolean;
  /** The failure, whose request id (when the server named one) is shown for support. */
  error?: unknown;
}

/** A region whose content failed to load: what went wrong, announced, and Try Again. */
export function LoadFailedPanel({
  message,
  onRetry,
  retrying = false,
  error,
}: LoadFailedPanelProps) {
  return (
    <StatePanel
      tone="failed"
      icon={<AlertCircleIcon className="size-8 text-danger-600" />}
      message={message}
    >
      <ErrorReference id={referenceOf(error)} className="-mt-2 text-danger-700" />
      <Button
        variant="secondary"
        onClick={onRetry}
        disabled={retrying}
        aria-busy={retrying || undefined}
      >
        {retrying ? <Spinner className="size-4" /> : <RefreshIcon className="size-4" />}
        Try Again
      </Button>
    </StatePanel>
  );
}
