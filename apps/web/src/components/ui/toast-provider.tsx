import { TOAST_DURATION_MS, TOAST_FADE_MS } from '@frameshop/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ErrorReference } from './error-reference';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon } from './icons';
import { ToastContext } from './toast-context';
import type { ToastAction, ToastApi, ToastOptions, ToastType } from './toast-context';

interface ToastEntry {
  id: number;
  type: ToastType;
  message: string;
  action?: ToastAction;
  reference?: string | null;
  durationMs: number;
  closing: boolean;
  /** Bumped when the same message is shown again: its time starts over and it is announced anew. */
  shownCount: number;
}

/** Older toasts give way so a burst of messages cannot cover the page. */
const MAX_TOASTS = 4;

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  // The list as last set, so `show` can tell at once whether its message is already up.
  const current = useRef<ToastEntry[]>([]);
  const update = useCallback((change: (entries: ToastEntry[]) => ToastEntry[]) => {
    current.current = change(current.current);
    setToasts(current.current);
  }, []);

  const dismiss = useCallback(
    (id: number) =>
      update((entries) =>
        entries.map((toast) => (toast.id === id ? { ...toast, closing: true } : toast)),
      ),
    [update],
  );

  const remove = useCallback(
    (id: number) => update((entries) => entries.filter((toast) => toast.id !== id)),
    [update],
  );

  const show = useCallback(
    ({ type, message, action, reference, durationMs = TOAST_DURATION_MS }: ToastOptions) => {
      // The same message again (a repeated click on a failing action) refreshes the toast that
      // says it, even one already fading, instead of stacking a copy.
      const same = current.current.find(
        (toast) => toast.type === type && toast.message === message,
      );
      if (same) {
        update((entries) =>
          entries.map((toast) =>
            toast.id === same.id
              ? {
                  ...toast,
                  action,
                  reference,
                  durationMs,
                  closing: false,
                  shownCount: toast.shownCount + 1,
                }
              : toast,
          ),
        );
        return same.id;
      }
      const id = nextId++;
      update((entries) => [
        ...entries.slice(-(MAX_TOASTS - 1)),
        { id, type, message, action, reference, durationMs, closing: false, shownCount: 1 },
      ]);
      return id;
    },
    [update],
  );

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      {/* Above the navbar (z-40), beneath modal dialogs (z-50). A dialog waits for an answer, so
          it always paints over a passing notice: no toast can cover its buttons, whatever the size
          of either or of the screen. A toast shown meanwhile is still announced, and shows in
          full if it outlasts the dialog; hiding toasts while a dialog is open would lose them. */}
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[45] flex flex-col items-center gap-3 p-4 sm:items-end sm:p-6">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} onRemove={remove} />
        ))}
      </div>
    </ToastContext>
  );
}

const tone: Record<ToastType, { icon: string; Icon: typeof CheckCircleIcon }> = {
  success: { icon: 'text-success-600', Icon: CheckCircleIcon },
  error: { icon: 'text-danger-600', Icon: AlertCircleIcon },
};

interface ToastItemProps {
  toast: ToastEntry;
  onDismiss: (id: number) => void;
  onRemove: (id: number) => void;
}

function ToastItem({ toast, onDismiss, onRemove }: ToastItemProps) {
  const { id, type, message, action, reference, durationMs, closing, shownCount } = toast;

  // Showing, then fading for TOAST_FADE_MS, then gone. A duration of 0 waits for the close button.
  useEffect(() => {
    if (closing) {
      const timer = setTimeout(() => onRemove(id), TOAST_FADE_MS);
      return () => clearTimeout(timer);
    }
    if (!(durationMs > 0) || !Number.isFinite(durationMs)) return;
    const timer = setTimeout(() => onDismiss(id), durationMs);
    return () => clearTimeout(timer);
    // shownCount: a repeat of the message starts its time over.
  }, [closing, durationMs, id, onDismiss, onRemove, shownCount]);

  const { icon, Icon } = tone[type];
  // Errors interrupt (alert); successes wait their turn (status, polite).
  const liveProps =
    type === 'error'
      ? ({ role: 'alert' } as const)
      : ({ role: 'status', 'aria-live': 'polite' } as const);

  return (
    <div
      {...liveProps}
      aria-atomic="true"
      data-type={type}
      data-state={closing ? 'closing' : 'open'}
      style={{ transitionDuration: `${TOAST_FADE_MS}ms` }}
      className={`pointer-events-auto flex w-full max-w-sm animate-toast-in items-start gap-3 rounded-card bg-surface p-4 shadow-elevated ring-1 ring-line transition-[opacity,translate] ease-out ${
        closing ? 'translate-y-1 opacity-0' : 'opacity-100'
      }`}
    >
      <Icon className={`mt-0.5 size-5 shrink-0 ${icon}`} />
      {/* A new node per showing, so screen readers announce a repeated message again. */}
      <div key={shownCount} className="flex-1">
        <p className="text-sm leading-6 font-medium text-ink">{message}</p>
        <ErrorReference id={type === 'error' ? reference : null} className="text-ink-muted" />
      </div>
      {action ? (
        <button
          type="button"
          onClick={() => {
            onDismiss(id);
            action.onPress();
          }}
          className="-my-1 shrink-0 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {action.label}
        </button>
      ) : null}
      <button
        type="button"
        onClick={() => onDismiss(id)}
        className="-m-1 rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-ink"
        aria-label="Close notification"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
