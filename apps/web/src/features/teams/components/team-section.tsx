import { useId, type ReactNode } from 'react';

/** A card of the team page: its heading, a line on what it holds, and its content. */
export function TeamSection({
  title,
  description,
  aside,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** Beside the heading (Download CSV). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card bg-surface shadow-card ring-1 ring-line"
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-line px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
