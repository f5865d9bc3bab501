import { ADMIN_ENDPOINTS, type VisitorRecord } from '@icast/contracts';
import { buttonClassName } from '@icast/ui';
import { DataState } from '../components/DataState';
import { formatDateTime } from '../format';
import { listOf } from '../lists';
import { useApi } from '../useApi';

export function VisitorsPage() {
  const [visitors, reload] = useApi<unknown>(ADMIN_ENDPOINTS.visitors);
  return (
    <section aria-labelledby="visitors-heading">
      <div className="dash-page-head">
        <h1 id="visitors-heading">Visitors</h1>
        <a className={buttonClassName('outline')} href={ADMIN_ENDPOINTS.visitorsCsv} download>
          Export CSV
        </a>
      </div>
      <DataState result={visitors} what="Visitors" onRetry={reload} loadingText="Loading visitors...">
        {(body) => {
          const rows = listOf<VisitorRecord>(body);
          if (rows.length === 0) return <p>No visitors yet</p>;
          return (
            <div className="dash-table-wrap">
              <table className="dash-table">
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Phone</th>
                    <th scope="col">Submitted</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row._id}>
                      <td>{row.name ?? '-'}</td>
                      <td>{row.number}</td>
                      <td>{formatDateTime(row.submittedAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        }}
      </DataState>
    </section>
  );
}
