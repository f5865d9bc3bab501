import { Link } from 'react-router-dom';
import {
  ATTENDANCE_CHOICES,
  CAMPUSES,
  choiceLabel,
  CLASSES_APPLIED_FOR,
  LIVE_APPLICATION_STATUSES,
  apiUrl,
  ENDPOINTS,
  type ApplicationSummary,
  applicationStatusLabel,
  startTermChoices,
  startTermLabel,
} from '@icast/contracts';
import { buttonClassName } from '@icast/ui';
import { type Column } from '../components/DataTable';
import { FilterForm, type FilterField } from '../components/FilterForm';
import { PagedTable } from '../components/PagedResults';
import { formatDateTime } from '../format';
import { useApi } from '../useApi';
import { useListParams } from '../useListParams';
import { FamilyMessage } from './FamilyMessage';

const APPLICATION_COLUMNS: Column<ApplicationSummary>[] = [
  {
    header: 'Reference',
    cell: (row) => <Link to={`/dashboard/applications/${encodeURIComponent(row.reference)}`}>{row.reference}</Link>,
  },
  { header: 'Child', cell: (row) => `${row.surname} ${row.firstname}` },
  {
    header: 'Status',
    cell: (row) => <span className="dash-pill">{applicationStatusLabel(row.status)}</span>,
  },
  {
    header: 'Class',
    cell: (row) => (row.classAppliedFor ? choiceLabel(CLASSES_APPLIED_FOR, row.classAppliedFor) : ''),
  },
  { header: 'Campus', cell: (row) => (row.campus ? choiceLabel(CAMPUSES, row.campus) : '') },
  { header: 'Day or boarding', cell: (row) => (row.attendance ? choiceLabel(ATTENDANCE_CHOICES, row.attendance) : '') },
  { header: 'Start term', cell: (row) => (row.startTerm ? startTermLabel(row.startTerm) : '') },
  { header: 'Submitted', cell: (row) => formatDateTime(row.submittedAt) },
  { header: 'Updated', cell: (row) => formatDateTime(row.updatedAt) },
];

const FILTERS = ['q', 'status', 'classAppliedFor', 'campus', 'attendance', 'startTerm', 'assessed'] as const;
const FILTER_FIELDS: FilterField<(typeof FILTERS)[number]>[] = [
  { name: 'q', label: 'Search', type: 'search' },
  {
    name: 'status',
    label: 'Status',
    options: LIVE_APPLICATION_STATUSES.map((value) => ({ value, label: applicationStatusLabel(value) })),
  },
  { name: 'classAppliedFor', label: 'Class', options: [...CLASSES_APPLIED_FOR] },
  { name: 'campus', label: 'Campus', options: [...CAMPUSES] },
  { name: 'attendance', label: 'Day or boarding', options: [...ATTENDANCE_CHOICES] },
  {
    name: 'startTerm',
    label: 'Start term',
    // The terms families may choose now and the two before, so last term's applicants are still found.
    options: startTermChoices(new Date(Date.now() - 240 * 24 * 60 * 60 * 1000)),
  },
  {
    name: 'assessed',
    label: 'Assessment',
    options: [
      { value: 'yes', label: 'Scores recorded' },
      { value: 'no', label: 'Not assessed yet' },
    ],
  },
];

/** The filters in force, in words: "Class: Nursery 1; Campus: Elebu". */
function describeFilters(filters: Record<string, string>): string {
  const words = FILTER_FIELDS.filter((field) => filters[field.name]).map((field) => {
    const value = filters[field.name]!;
    const option = 'options' in field ? field.options.find((candidate) => candidate.value === value) : undefined;
    return `${field.label}: ${option ? option.label : value}`;
  });
  return words.length > 0 ? words.join('; ') : 'no filters: every application';
}

export function ApplicationsPage() {
  const list = useListParams(FILTERS);
  const [applications, reload] = useApi(ENDPOINTS.applications.list, { query: list.query });
  const filter = Object.fromEntries(Object.entries<string>(list.filters).filter(([, value]) => value !== ''));
  return (
    <section aria-labelledby="applications-heading">
      <div className="dash-page-head">
        <h1 id="applications-heading">Applications</h1>
        <a className={buttonClassName('outline')} href={apiUrl(ENDPOINTS.applications.csv)} download>
          Export CSV
        </a>
      </div>
      <FilterForm
        label="Filter applications"
        fields={FILTER_FIELDS}
        values={list.filters}
        onApply={list.applyFilters}
      />
      <PagedTable
        result={applications}
        what="Applications"
        noun="applications"
        onRetry={reload}
        hrefFor={list.pageHref}
        columns={APPLICATION_COLUMNS}
        rowKey={(row) => row.reference}
        empty="No applications found"
      />
      <FamilyMessage filter={filter} describedFilter={describeFilters(list.filters)} />
    </section>
  );
}
