import type { ReactNode } from 'react';

export interface CardTableColumn {
  label: string;
  /** Figures line up on the right of their column, as their cells do (`CardTableCell`'s align). */
  align?: 'start' | 'end';
}

/**
 * A table on wider screens that turns into a card per row on a phone: the header row is then
 * read only by screen readers, and each cell names its column itself (`CardTableCell`). Rows are
 * `CardTableRow`s.
 */
export function CardTable({
  columns,
  children,
}: {
  columns: readonly CardTableColumn[];
  children: ReactNode;
}) {
  return (
    <table className="w-full text-sm">
      <thead className="sr-only sm:not-sr-only">
        <tr className="text-left text-xs font-medium tracking-wide text-ink-muted uppercase">
          {columns.map((column) => (
            <th
              key={column.label}
              scope="col"
              className={`px-3 py-3 font-medium first:pl-6 last:pr-6 ${column.align === 'end' ? 'text-right' : ''}`}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">{children}</tbody>
    </table>
  );
}

/** A row of a `CardTable`: a two-column card on a phone, a table row on wider screens. */
export function CardTableRow({ children }: { children: ReactNode }) {
  return (
    <tr className="grid grid-cols-2 gap-x-4 gap-y-2 px-5 py-4 sm:table-row sm:p-0">{children}</tr>
  );
}
