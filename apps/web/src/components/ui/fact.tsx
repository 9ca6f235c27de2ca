import type { ReactNode } from 'react';

/** One labelled fact of a document (a licence, a receipt): the label beside its value, or above on a phone. */
export function Fact({
  label,
  mono = false,
  children,
}: {
  label: string;
  /** Ids and codes: set in a fixed-width face. */
  mono?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="grid grid-cols-1 gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="font-medium text-ink-muted">{label}</dt>
      <dd className={`break-all text-ink ${mono ? 'font-mono text-xs sm:text-sm' : ''}`}>
        {children}
      </dd>
    </div>
  );
}
