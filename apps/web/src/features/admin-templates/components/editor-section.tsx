import type { ReactNode } from 'react';

/**
 * One titled section of the template editor's side column: a heading that names the section for
 * screen readers, the hint under it, then what the section holds.
 */
export function EditorSection({
  id,
  title,
  hint,
  className = 'gap-3',
  children,
}: {
  id: string;
  title: string;
  hint?: ReactNode;
  /** The gap and alignment of the section's column. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`flex flex-col ${className}`}>
      <div>
        <h2 id={id} className="text-lg font-bold text-ink">
          {title}
        </h2>
        {hint ? <p className="text-sm text-ink-muted">{hint}</p> : null}
      </div>
      {children}
    </section>
  );
}
