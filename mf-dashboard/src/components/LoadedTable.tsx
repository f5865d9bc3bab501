import type { Loadable } from '../useApi';
import { DataState } from './DataState';
import { DataTable, type DataTableProps } from './DataTable';

interface LoadedTableProps<Row> extends Omit<DataTableProps<Row>, 'rows'> {
  /** A list the API answers whole (`{data}`): staff accounts, requests, questions, runs. */
  result: Loadable<{ data: readonly Row[] }>;
  /** What the list is, for the error's title: "Could not load data requests". */
  what: string;
  onRetry?: () => void;
  loadingText?: string;
}

/** A whole list in its loading and error states, then its table: the same on every page that shows one. */
export function LoadedTable<Row>({ result, what, onRetry, loadingText, ...table }: LoadedTableProps<Row>) {
  return (
    <DataState result={result} what={what} onRetry={onRetry} loadingText={loadingText}>
      {(body) => <DataTable rows={body.data} {...table} />}
    </DataState>
  );
}
