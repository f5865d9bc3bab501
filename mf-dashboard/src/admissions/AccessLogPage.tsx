import { Link } from 'react-router-dom';
import { apiUrl, ENDPOINTS, type StaffAccessEntry } from '@icast/contracts';
import { buttonClassName } from '@icast/ui';
import { ROLE_NAMES } from '../access';
import { type Column } from '../components/DataTable';
import { FilterForm, type FilterField } from '../components/FilterForm';
import { PagedTable } from '../components/PagedResults';
import { formatDateTime } from '../format';
import { useApi } from '../useApi';
import { useListParams } from '../useListParams';

const COLUMNS: Column<StaffAccessEntry>[] = [
  { header: 'When', cell: (row) => formatDateTime(row.at) },
  { header: 'Staff member', cell: (row) => `${row.staffName} (${ROLE_NAMES[row.staffRole].label})` },
  { header: 'E-mail', cell: (row) => row.staffEmail },
  {
    header: 'Application',
    cell: (row) => (
      <Link to={`/dashboard/applications/${encodeURIComponent(row.applicationReference)}`}>
        {row.applicationReference}
      </Link>
    ),
  },
  { header: 'What was opened', cell: (row) => row.what },
];

const FILTERS = ['q'] as const;
const FILTER_FIELDS: FilterField<(typeof FILTERS)[number]>[] = [
  { name: 'q', label: 'Application reference or staff member', type: 'search' },
];

/** Every staff read of a child's application or documents, newest first: for admins, with a CSV of what is shown. */
export function AccessLogPage() {
  const list = useListParams(FILTERS);
  const [answer, reload] = useApi(ENDPOINTS.accessLog.list, { query: list.query });
  const q = list.filters.q;
  return (
    <section aria-labelledby="access-log-heading">
      <div className="dash-page-head">
        <h1 id="access-log-heading">Who opened what</h1>
        <a className={buttonClassName('outline')} href={apiUrl(ENDPOINTS.accessLog.csv, {}, q ? { q } : {})} download>
          Export CSV
        </a>
      </div>
      <p>
        Each time a member of staff opens a child&apos;s full application (health answers included) or one of its
        documents, it is recorded here. Families see who opened their file in their copy of their data.
      </p>
      <FilterForm label="Search the log" fields={FILTER_FIELDS} values={list.filters} onApply={list.applyFilters} />
      <PagedTable
        result={answer}
        what="The access log"
        noun="entries"
        onRetry={reload}
        hrefFor={list.pageHref}
        label="Who opened what"
        columns={COLUMNS}
        rowKey={(row) => `${row.at}-${row.staffEmail}-${row.applicationReference}-${row.what}`}
        empty="Nobody has opened a child's file yet"
      />
    </section>
  );
}
