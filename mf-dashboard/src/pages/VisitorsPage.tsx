import { apiUrl, ENDPOINTS, type VisitorRecord } from '@icast/contracts';
import { buttonClassName } from '@icast/ui';
import { DataState } from '../components/DataState';
import { DataTable, type Column } from '../components/DataTable';
import { formatDateTime } from '../format';
import { useApi } from '../useApi';

const VISITOR_COLUMNS: Column<VisitorRecord>[] = [
  { header: 'Name', cell: (row) => row.name ?? '-' },
  { header: 'Phone', cell: (row) => row.number },
  { header: 'Submitted', cell: (row) => formatDateTime(row.submittedAt) },
];

export function VisitorsPage() {
  const [visitors, reload] = useApi(ENDPOINTS.visitors.list);
  return (
    <section aria-labelledby="visitors-heading">
      <div className="dash-page-head">
        <h1 id="visitors-heading">Visitors</h1>
        <a className={buttonClassName('outline')} href={apiUrl(ENDPOINTS.visitors.csv)} download>
          Export CSV
        </a>
      </div>
      <DataState result={visitors} what="Visitors" onRetry={reload} loadingText="Loading visitors...">
        {(body) => {
          const rows = body.data;
          return <DataTable rows={rows} columns={VISITOR_COLUMNS} rowKey={(row) => row._id} empty="No visitors yet" />;
        }}
      </DataState>
    </section>
  );
}
