import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

export interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  /** Names the table, and the region it scrolls sideways in when it is wider than the page (reachable by keyboard). */
  label: string;
  /** Shown instead of an empty table, e.g. "No payments found". */
  empty: string;
}

/** Whether the element's content is wider than the element, now and after every change of either's size. */
function useOverflowing(ref: RefObject<HTMLElement | null>, rowCount: number): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    check();
    // Older browsers without ResizeObserver measure once; the region still scrolls, only the hint may be late.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref, rowCount]);
  return overflowing;
}

/**
 * The staff lists' one table: headers with scope, one row per record, a sentence when there is nothing.
 *
 * On a phone (under 48rem) each row is a card: every cell under its column's name, the row's buttons inside the
 * screen, nothing to scroll. Wider, a table that still does not fit scrolls sideways in a region a keyboard can reach
 * (tabindex 0, named, with a focus ring) and says so above it. The rows keep their table roles in both layouts:
 * some browsers drop a table's semantics once CSS changes its display.
 */
export function DataTable<Row>({ rows, columns, rowKey, label, empty }: DataTableProps<Row>) {
  const region = useRef<HTMLDivElement>(null);
  const overflowing = useOverflowing(region, rows.length);
  const hintId = useId();
  if (rows.length === 0) return <p>{empty}</p>;
  // The table roles are kept on purpose (see above); a region that scrolls must be reachable by keyboard to be
  // scrolled (axe: scrollable-region-focusable).
  /* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role, jsx-a11y/no-noninteractive-tabindex */
  return (
    <div className="dash-table-frame">
      {overflowing && (
        <p className="dash-table-hint" id={hintId}>
          Scroll sideways to see every column <span aria-hidden="true">→</span>
        </p>
      )}
      <div
        ref={region}
        className="dash-table-wrap"
        role="region"
        aria-label={label}
        aria-describedby={overflowing ? hintId : undefined}
        tabIndex={0}
        data-overflowing={overflowing ? 'true' : undefined}
      >
        <table className="dash-table" aria-label={label} role="table">
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <th scope="col" role="columnheader" key={column.header}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((row) => (
              <tr role="row" key={rowKey(row)}>
                {columns.map((column) => (
                  <td role="cell" key={column.header} data-label={column.header}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
  /* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role, jsx-a11y/no-noninteractive-tabindex */
}
