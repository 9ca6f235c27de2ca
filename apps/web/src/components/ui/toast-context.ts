import { createContext } from 'react';

export type ToastType = 'success' | 'error';

export interface ToastOptions {
  type: ToastType;
  message: string;
  /** How long the toast stays before fading; defaults to TOAST_DURATION_MS. 0 keeps it until closed. */
  durationMs?: number;
  /** A button after the message ("View cart"); pressing it also closes the toast. */
  action?: ToastAction;
  /** The failed request's id, shown in small print under an error's message for support. */
  reference?: string | null;
}

export interface ToastAction {
  label: string;
  onPress: () => void;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);
