import { apiUrl, ENDPOINTS, type VisitorRecord } from '@icast/contracts';
import { buttonClassName } from '@icast/ui';
import { type Column } from '../components/DataTable';
import { PagedTable } from '../components/PagedResults';
import { formatDateTime } from '../format';
import { useApi } from '../useApi';
import { useListParams } from '../useListParams';

const VISITOR_COLUMNS: Column<VisitorRecord>[] = [
  { header: 'Name', cell: (row) => row.name ?? '-' },
  { header: 'Phone', cell: (row) => row.number },
  { header: 'Submitted', cell: (row) => formatDateTime(row.submittedAt) },
];

export function VisitorsPage() {
  const list = useListParams([]);
  const [visitors, reload] = useApi(ENDPOINTS.visitors.list, { query: list.query });
  return (
    <section aria-labelledby="visitors-heading">
      <div className="dash-page-head">
        <h1 id="visitors-heading">Visitors</h1>
        <a className={buttonClassName('outline')} href={apiUrl(ENDPOINTS.visitors.csv)} download>
          Export CSV
        </a>
      </div>
      <PagedTable
        result={visitors}
        what="Visitors"
        noun="visitors"
        onRetry={reload}
        hrefFor={list.pageHref}
        columns={VISITOR_COLUMNS}
        rowKey={(row) => row._id}
        empty="No visitors yet"
      />
    </section>
  );
}
