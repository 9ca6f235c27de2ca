import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  type ReactElement,
  type ReactNode,
} from 'react';

/**
 * A cell of an admin table. From the `md` width up it is a table cell; below it the row is a card
 * and each cell a line of it, its column's name (the row's `data-label`, drawn before it) beside
 * what it holds; the first cell, the row's name, heads the card on its own. The name is for the
 * eye only (`/ ''`): a screen reader has the column header, which the explicit roles keep.
 */
export const bodyCell =
  'px-4 py-3 align-top max-md:grid max-md:grid-cols-[7rem_minmax(0,1fr)] max-md:gap-x-3 ' +
  'max-md:py-1 max-md:first:block max-md:first:pt-3 max-md:last:pb-3 ' +
  "max-md:before:content-[attr(data-label)_/_''] max-md:first:before:content-none " +
  'max-md:before:text-xs max-md:before:leading-5 max-md:before:font-semibold ' +
  'max-md:before:tracking-wide max-md:before:text-ink-muted max-md:before:uppercase';

const TableColumns = createContext<readonly string[]>([]);

/**
 * The owner's tables: a table on a wide screen, and on a phone a card per row, so a row's name,
 * its figures and its buttons are all on the screen together. Below `md` nothing needs the width
 * of the columns; above it a table with many columns scrolls sideways inside itself, never the
 * page. Roles are explicit because a table shown as blocks loses them in some browsers.
 */
export function AdminTable({
  columns,
  empty,
  minWidth = 'md:min-w-[44rem]',
  children,
}: {
  columns: readonly string[];
  /** Said across the table when it has no rows. */
  empty?: string | undefined;
  /** From `md` up, below this width the table scrolls sideways; more columns need more. */
  minWidth?: string;
  /** `AdminRow`s. */
  children: ReactNode;
}) {
  return (
    // Relative: the scroller contains the cells' visually hidden (absolute) labels, which would
    // otherwise widen the whole page on a phone.
    <div className="relative overflow-x-auto rounded-card bg-surface shadow-sm ring-1 ring-line">
      <table role="table" className={`w-full ${minWidth} text-left text-sm max-md:block`}>
        <thead role="rowgroup" className="border-b border-line bg-slate-50 max-md:sr-only">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column}
                role="columnheader"
                scope="col"
                className="px-4 py-3 text-xs font-semibold tracking-wide text-ink-muted uppercase"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-line max-md:block">
          <TableColumns.Provider value={columns}>{children}</TableColumns.Provider>
          {empty ? (
            <tr role="row" className="max-md:block">
              <td
                role="cell"
                colSpan={columns.length}
                className="px-4 py-3 text-center text-ink-muted"
              >
                {empty}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A row of an `AdminTable`: its cells (`<td className={bodyCell}>`) in the columns' order, each
 * told its column's name and, but the first, holding its contents in one box beside that name.
 */
export function AdminRow({ children }: { children: ReactNode }) {
  const columns = useContext(TableColumns);
  return (
    <tr role="row" className="max-md:block">
      {Children.toArray(children).map((cell, index) => {
        if (!isValidElement<{ children?: ReactNode }>(cell)) return cell;
        const contents = cell.props.children;
        return cloneElement(
          cell as ReactElement<{ role?: string; 'data-label'?: string }>,
          { role: 'cell', 'data-label': columns[index] },
          index === 0 ? contents : <div className="min-w-0">{contents}</div>,
        );
      })}
    </tr>
  );
}
