import type { ReactNode } from 'react';

interface ProfileCardHeaderProps {
  /** The heading's id, which the card names itself by. */
  headingId: string;
  title: string;
  /** Extra classes for the bar (a row with the title and an action, say). */
  className?: string;
  /** What follows the title: a note under it or an action beside it. */
  children: ReactNode;
}

/** The bar that heads a profile card: its title over a dividing line. */
export function ProfileCardHeader({
  headingId,
  title,
  className = '',
  children,
}: ProfileCardHeaderProps) {
  return (
    <div className={`border-b border-line px-5 py-4 sm:px-6 ${className}`}>
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </div>
  );
}
