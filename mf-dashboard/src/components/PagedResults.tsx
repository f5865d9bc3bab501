import type { ReactNode } from 'react';
import { pageCount, type PagedList } from '@icast/contracts';
import type { Loadable } from '../useApi';
import { DataState } from './DataState';
import { DataTable, type DataTableProps } from './DataTable';
import { Pagination } from './Pagination';

const count = new Intl.NumberFormat('en-NG');

interface PagedResultsProps<Row> {
  result: Loadable<PagedList<Row>>;
  /** Title case, for the error and the pager's name: "Applications". */
  what: string;
  /** Plural, lower case, for "Showing 1 to 25 of 9,400 applications". */
  noun: string;
  onRetry: () => void;
  hrefFor: (page: number) => string;
  /** The rows of this page (a table, a list); an empty list is theirs to word. */
  children: (rows: Row[]) => ReactNode;
}

/** One page of a server-paged staff list: loading and error states, how many there are, the rows, the pager. */
export function PagedResults<Row>({ result, what, noun, onRetry, hrefFor, children }: PagedResultsProps<Row>) {
  return (
    <DataState result={result} what={what} onRetry={onRetry} loadingText={`Loading ${noun}...`}>
      {(list) => {
        const first = (list.page - 1) * list.pageSize + 1;
        const beyondEnd = list.data.length === 0 && list.total > 0;
        return (
          <>
            <p className="dash-results-count" aria-live="polite">
              {list.data.length > 0
                ? `Showing ${count.format(first)} to ${count.format(first + list.data.length - 1)} of ${count.format(list.total)} ${noun}`
                : beyondEnd
                  ? `There are ${count.format(list.total)} ${noun}, none on page ${list.page}`
                  : ''}
            </p>
            {beyondEnd ? null : children(list.data)}
            <Pagination page={list.page} pageCount={pageCount(list)} hrefFor={hrefFor} label={what} />
          </>
        );
      }}
    </DataState>
  );
}

type PagedTableProps<Row> = Omit<PagedResultsProps<Row>, 'children'> &
  Omit<DataTableProps<Row>, 'rows' | 'label'> & {
    /** The table's name; `what` when not given. */
    label?: string;
  };

/** One page of a server-paged staff list as a table: what most paged lists show. */
export function PagedTable<Row>({ result, what, noun, onRetry, hrefFor, label, ...table }: PagedTableProps<Row>) {
  return (
    <PagedResults result={result} what={what} noun={noun} onRetry={onRetry} hrefFor={hrefFor}>
      {(rows) => <DataTable label={label ?? what} rows={rows} {...table} />}
    </PagedResults>
  );
}
