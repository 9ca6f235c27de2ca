import type { ReactNode } from 'react';

/**
 * A cell of a table that turns into cards on a phone: there each row is a small card, and the
 * column's name is shown above the value (on wider screens the table's header names it).
 */
export function CardTableCell({
  label,
  wide = false,
  align = 'start',
  children,
}: {
  label: string;
  /** Takes the card's whole width on a phone. */
  wide?: boolean;
  /** Figures line up on the right of their column on wider screens. */
  align?: 'start' | 'end';
  children: ReactNode;
}) {
  return (
    <td
      className={`min-w-0 text-ink tabular-nums sm:px-3 sm:py-3.5 sm:first:pl-6 sm:last:pr-6 ${wide ? 'col-span-2' : ''} ${align === 'end' ? 'sm:text-right' : ''}`}
    >
      <span aria-hidden="true" className="block text-xs text-ink-muted sm:hidden">
        {label}
      </span>
      {children}
    </td>
  );
}
