import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ADMIN_ENDPOINTS, APPLICATION_STATUS_VALUES, type ApplicationSummary } from '@icast/contracts';
import { buttonClassName, SelectField, TextField } from '@icast/ui';
import { DataState } from '../components/DataState';
import { formatDateTime, matchesText } from '../format';
import { APPLICATION_STATUS_LABELS, listOf } from '../lists';
import { useApi } from '../useApi';

export function ApplicationsPage() {
  const [applications, reload] = useApi<unknown>(ADMIN_ENDPOINTS.applications);
  const [status, setStatus] = useState('');
  const [query, setQuery] = useState('');
  return (
    <section aria-labelledby="applications-heading">
      <div className="dash-page-head">
        <h1 id="applications-heading">Applications</h1>
        <a className={buttonClassName('outline')} href={ADMIN_ENDPOINTS.applicationsCsv} download>
          Export CSV
        </a>
      </div>
      <div className="dash-filters">
        <TextField label="Search" type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          placeholder="All"
          options={APPLICATION_STATUS_VALUES.map((value) => ({ value, label: APPLICATION_STATUS_LABELS[value] }))}
        />
      </div>
      <DataState result={applications} what="Applications" onRetry={reload} loadingText="Loading applications...">
        {(body) => {
          const rows = listOf<ApplicationSummary>(body).filter(
            (row) =>
              (!status || row.status === status) && matchesText(query, row.reference, row.surname, row.firstname),
          );
          if (rows.length === 0) return <p>No applications found</p>;
          return (
            <div className="dash-table-wrap">
              <table className="dash-table">
                <thead>
                  <tr>
                    <th scope="col">Reference</th>
                    <th scope="col">Child</th>
                    <th scope="col">Status</th>
                    <th scope="col">Submitted</th>
                    <th scope="col">Updated</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.reference}>
                      <td>
                        <Link to={`/dashboard/applications/${encodeURIComponent(row.reference)}`}>{row.reference}</Link>
                      </td>
                      <td>
                        {row.surname} {row.firstname}
                      </td>
                      <td>
                        <span className="dash-pill">{APPLICATION_STATUS_LABELS[row.status] ?? row.status}</span>
                      </td>
                      <td>{formatDateTime(row.submittedAt)}</td>
                      <td>{formatDateTime(row.updatedAt)}</td>
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
