import { createPortal } from 'react-dom';
import { Spinner } from '../../../components/ui/spinner';

/** Covers the page while the browser fetches the file; nothing to press, so nothing to focus. */
export function DownloadProcessingOverlay({ open }: { open: boolean }) {
  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4 backdrop-blur-[2px]">
      <div
        role="status"
        className="flex animate-dialog-in flex-col items-center gap-3 rounded-card bg-surface px-8 py-6 text-center shadow-elevated ring-1 ring-line"
      >
        <Spinner className="size-8 text-brand-600" />
        <p className="font-semibold text-ink">Processing your download…</p>
        <p className="text-sm text-ink-muted">Your video is on its way to your device.</p>
      </div>
    </div>,
    document.body,
  );
}
