import { useState } from 'react';
import { Link } from 'react-router-dom';
import { APPLICATION_STATUS_VALUES, apiUrl, ENDPOINTS, type ApplicationSummary } from '@icast/contracts';
import { buttonClassName, SelectField, TextField } from '@icast/ui';
import { DataState } from '../components/DataState';
import { DataTable, type Column } from '../components/DataTable';
import { formatDateTime, matchesText } from '../format';
import { APPLICATION_STATUS_LABELS } from '../lists';
import { useApi } from '../useApi';

const APPLICATION_COLUMNS: Column<ApplicationSummary>[] = [
  {
    header: 'Reference',
    cell: (row) => <Link to={`/dashboard/applications/${encodeURIComponent(row.reference)}`}>{row.reference}</Link>,
  },
  { header: 'Child', cell: (row) => `${row.surname} ${row.firstname}` },
  {
    header: 'Status',
    cell: (row) => <span className="dash-pill">{APPLICATION_STATUS_LABELS[row.status] ?? row.status}</span>,
  },
  { header: 'Submitted', cell: (row) => formatDateTime(row.submittedAt) },
  { header: 'Updated', cell: (row) => formatDateTime(row.updatedAt) },
];

export function ApplicationsPage() {
  const [applications, reload] = useApi(ENDPOINTS.applications.list);
  const [status, setStatus] = useState('');
  const [query, setQuery] = useState('');
  return (
    <section aria-labelledby="applications-heading">
      <div className="dash-page-head">
        <h1 id="applications-heading">Applications</h1>
        <a className={buttonClassName('outline')} href={apiUrl(ENDPOINTS.applications.csv)} download>
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
          const rows = body.filter(
            (row) =>
              (!status || row.status === status) && matchesText(query, row.reference, row.surname, row.firstname),
          );
          return (
            <DataTable
              rows={rows}
              columns={APPLICATION_COLUMNS}
              rowKey={(row) => row.reference}
              empty="No applications found"
            />
          );
        }}
      </DataState>
    </section>
  );
}
