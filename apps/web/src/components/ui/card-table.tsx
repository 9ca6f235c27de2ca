import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  type ReactElement,
  type ReactNode,
} from 'react';

export interface CardTableColumn {
  label: string;
  /** `grid` cards: figures line up on the right of their column on wider screens. */
  align?: 'start' | 'end';
  /** `grid` cards: the column's cell takes the card's whole width on a phone. */
  wide?: boolean;
}

/**
 * How a row's card is laid out on a phone. `lines` (the dashboard's tables, below `md`): each cell
 * a line, its column's name beside what it holds, the first cell heading the card on its own; the
 * name is drawn by CSS from the cell's `data-label`, for the eye only. `grid` (the account's lists,
 * below `sm`): two cells a line, each with its column's name above it, in a span hidden from
 * screen readers. Either way a screen reader reads the column headers.
 */
export type CardLayout = 'lines' | 'grid';

interface Look {
  table: (minWidth: string) => string;
  head: string;
  headRow: string;
  header: (column: CardTableColumn) => string;
  body: string;
  row: string;
  cell: (column: CardTableColumn) => string;
}

const looks: Record<CardLayout, Look> = {
  lines: {
    table: (minWidth) => `w-full ${minWidth} text-left text-sm max-md:block`,
    head: 'border-b border-line bg-slate-50 max-md:sr-only',
    headRow: '',
    header: () => 'px-4 py-3 text-xs font-semibold tracking-wide text-ink-muted uppercase',
    body: 'divide-y divide-line max-md:block',
    row: 'max-md:block',
    cell: () =>
      'px-4 py-3 align-top max-md:grid max-md:grid-cols-[7rem_minmax(0,1fr)] max-md:gap-x-3 ' +
      'max-md:py-1 max-md:first:block max-md:first:pt-3 max-md:last:pb-3 ' +
      "max-md:before:content-[attr(data-label)_/_''] max-md:first:before:content-none " +
      'max-md:before:text-xs max-md:before:leading-5 max-md:before:font-semibold ' +
      'max-md:before:tracking-wide max-md:before:text-ink-muted max-md:before:uppercase',
  },
  grid: {
    table: () => 'w-full text-sm',
    head: 'sr-only sm:not-sr-only',
    headRow: 'text-left text-xs font-medium tracking-wide text-ink-muted uppercase',
    header: (column) =>
      `px-3 py-3 font-medium first:pl-6 last:pr-6 ${column.align === 'end' ? 'text-right' : ''}`,
    body: 'divide-y divide-line',
    row: 'grid grid-cols-2 gap-x-4 gap-y-2 px-5 py-4 sm:table-row sm:p-0',
    cell: (column) =>
      'min-w-0 text-ink tabular-nums sm:px-3 sm:py-3.5 sm:first:pl-6 sm:last:pr-6 ' +
      `${column.wide ? 'col-span-2' : ''} ${column.align === 'end' ? 'sm:text-right' : ''}`,
  },
};

const columnOf = (column: string | CardTableColumn): CardTableColumn =>
  typeof column === 'string' ? { label: column } : column;

const TableFrame = createContext<{ columns: readonly CardTableColumn[]; layout: CardLayout }>({
  columns: [],
  layout: 'lines',
});

/**
 * A table on a wide screen that turns into a card per row on a phone, so a row's name, its figures
 * and its buttons are all on the screen together. The columns are named once, here, and each
 * `CardTableRow` gives its cells their names. Roles are explicit because a table shown as blocks
 * or a grid loses them in some browsers. `lines` tables stand in their own frame, in which, from
 * `md` up, a table wider than the screen scrolls sideways, never the page; `grid` tables sit in
 * their section's frame.
 */
export function CardTable({
  columns,
  layout = 'lines',
  empty,
  minWidth = 'md:min-w-[44rem]',
  children,
}: {
  columns: readonly (string | CardTableColumn)[];
  layout?: CardLayout;
  /** Said across the table when it has no rows. */
  empty?: string | undefined;
  /** `lines`, from `md` up: below this width the table scrolls sideways; more columns need more. */
  minWidth?: string;
  /** `CardTableRow`s. */
  children: ReactNode;
}) {
  const look = looks[layout];
  const named = columns.map(columnOf);
  const table = (
    <table role="table" className={look.table(minWidth)}>
      <thead role="rowgroup" className={look.head}>
        <tr role="row" className={look.headRow || undefined}>
          {named.map((column) => (
            <th key={column.label} role="columnheader" scope="col" className={look.header(column)}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className={look.body}>
        <TableFrame.Provider value={{ columns: named, layout }}>{children}</TableFrame.Provider>
        {empty ? (
          <tr role="row" className={look.row}>
            <td role="cell" colSpan={named.length} className="px-4 py-3 text-center text-ink-muted">
              {empty}
            </td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
  if (layout === 'grid') return table;
  return (
    // Relative: the scroller contains the cells' visually hidden (absolute) labels, which would
    // otherwise widen the whole page on a phone.
    <div className="relative overflow-x-auto rounded-card bg-surface shadow-sm ring-1 ring-line">
      {table}
    </div>
  );
}

/**
 * A row of a `CardTable`: its cells (`<td>`s, with classes of their own for what they hold) in the
 * columns' order. It gives each the table's cell look and its column's name, drawn as the layout
 * draws it.
 */
export function CardTableRow({ children }: { children: ReactNode }) {
  const { columns, layout } = useContext(TableFrame);
  const look = looks[layout];
  return (
    <tr role="row" className={look.row}>
      {Children.toArray(children).map((cell, index) => {
        if (!isValidElement<{ className?: string; children?: ReactNode }>(cell)) return cell;
        const column = columns[index] ?? { label: '' };
        const { className, children: contents } = cell.props;
        const props = {
          role: 'cell',
          className: className ? `${look.cell(column)} ${className}` : look.cell(column),
        };
        if (layout === 'grid')
          return cloneElement(
            cell as ReactElement<typeof props>,
            props,
            <span aria-hidden="true" className="block text-xs text-ink-muted sm:hidden">
              {column.label}
            </span>,
            contents,
          );
        return cloneElement(
          cell as ReactElement<typeof props & { 'data-label': string }>,
          { ...props, 'data-label': column.label },
          index === 0 ? contents : <div className="min-w-0">{contents}</div>,
        );
      })}
    </tr>
  );
}
