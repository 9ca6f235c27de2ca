import type { ReactNode } from 'react';

/**
 * The title and one-paragraph explanation that open each part of the "Sign-in and security" card.
 * `id` is what the part's `aria-labelledby` names.
 */
export function SettingsHeading({
  id,
  title,
  tone = 'default',
  children,
}: {
  id: string;
  title: string;
  /** Closing the account is the one part whose title warns. */
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  return (
    <div>
      <h3 id={id} className={`font-semibold ${tone === 'danger' ? 'text-danger-700' : 'text-ink'}`}>
        {title}
      </h3>
      <p className="mt-0.5 text-sm text-ink-muted">{children}</p>
    </div>
  );
}
