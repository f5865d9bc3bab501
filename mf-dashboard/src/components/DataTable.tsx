import type { ReactNode } from 'react';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  /** Names the table, and the region it scrolls sideways in on a phone (reachable and scrollable by keyboard). */
  label: string;
  /** Shown instead of an empty table, e.g. "No payments found". */
  empty: string;
}

/** The staff lists' one table: headers with scope, one row per record, a sentence when there is nothing. */
export function DataTable<Row>({ rows, columns, rowKey, label, empty }: DataTableProps<Row>) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    // A region that scrolls must be reachable by keyboard to be scrolled (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="dash-table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className="dash-table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column.header}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
