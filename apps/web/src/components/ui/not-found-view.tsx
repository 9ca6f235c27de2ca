import type { ReactNode } from 'react';
import { AlertCircleIcon } from './icons';

/**
 * A page whose thing does not exist (or is not the visitor's to see): its heading, why, and
 * where to go instead.
 */
export function NotFoundView({
  heading,
  children,
  action,
}: {
  heading: string;
  /** Why, and where such things are found. */
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <AlertCircleIcon className="size-10 text-ink-subtle" />
      <h1 className="text-2xl font-bold tracking-tight text-ink">{heading}</h1>
      <p className="max-w-md break-words text-ink-muted">{children}</p>
      {action}
    </div>
  );
}
