import type { ReactNode } from 'react';
import { ErrorReference } from './error-reference';
import { AlertCircleIcon, CheckCircleIcon } from './icons';

/**
 * A message about a whole form (a failed sign-in, a sent code). Errors interrupt as alerts;
 * other messages are polite status updates. An error from the server shows its `reference`
 * (the request's id) under the message.
 */
export function FormAlert({
  tone,
  children,
  reference,
  className = '',
}: {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  reference?: string | null;
  className?: string;
}) {
  const styles = {
    error: 'bg-danger-50 text-danger-700 ring-danger-600/20',
    success: 'bg-success-50 text-success-700 ring-success-600/20',
    info: 'bg-brand-50 text-brand-800 ring-brand-600/15',
  }[tone];
  const Icon = tone === 'success' ? CheckCircleIcon : AlertCircleIcon;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2.5 rounded-control px-3.5 py-3 text-sm leading-6 ring-1 ring-inset ${styles} ${className}`}
    >
      <Icon className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        {children}
        <ErrorReference id={reference} />
      </div>
    </div>
  );
}
