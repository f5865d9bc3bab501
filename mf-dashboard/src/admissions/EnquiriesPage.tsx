import { useState } from 'react';
import { Link } from 'react-router-dom';
import { fetchApi } from '@icast/api-client';
import {
  CAMPUSES,
  choiceLabel,
  ENDPOINTS,
  ENQUIRY_SOURCES,
  type EnquiryConversion,
  type StaffEnquiry,
  TOUR_CLASS_CHOICES,
} from '@icast/contracts';
import { Alert, Button } from '@icast/ui';
import { type Column } from '../components/DataTable';
import { FilterForm, type FilterField } from '../components/FilterForm';
import { PagedTable } from '../components/PagedResults';
import { formatDateTime } from '../format';
import { useAction } from '../useAction';
import { useApi } from '../useApi';
import { useListParams } from '../useListParams';

const FILTERS = ['campus', 'classOfInterest', 'source', 'state'] as const;
const FILTER_FIELDS: FilterField<(typeof FILTERS)[number]>[] = [
  { name: 'campus', label: 'Campus', options: CAMPUSES },
  { name: 'classOfInterest', label: 'Class', options: TOUR_CLASS_CHOICES },
  { name: 'source', label: 'How they heard', options: ENQUIRY_SOURCES },
  {
    name: 'state',
    label: 'Application',
    options: [
      { value: 'open', label: 'Not applied yet' },
      { value: 'applied', label: 'Applied' },
    ],
  },
];

const sentWords = (conversion: EnquiryConversion) =>
  conversion.sentTo.length === 0
    ? 'The family gave no e-mail or phone: open the form below with them.'
    : `Sent by ${conversion.sentTo.map((channel) => (channel === 'email' ? 'e-mail' : 'SMS')).join(' and ')}.`;

/** Families' enquiries before applying, newest first: filters, and "Convert to application" for each. */
export function EnquiriesPage() {
  const list = useListParams(FILTERS);
  const [answer, reload] = useApi(ENDPOINTS.enquiries.list, { query: list.query });
  const { busy, notice, act } = useAction(reload);
  const [formLink, setFormLink] = useState<string>();

  const convert = (enquiry: StaffEnquiry) =>
    act(async () => {
      const conversion = await fetchApi(ENDPOINTS.enquiries.convert, { params: { reference: enquiry.reference } });
      setFormLink(conversion.link);
      return `${enquiry.parentName} has the link to the application form, filled in from the enquiry. ${sentWords(conversion)}`;
    });

  const columns: Column<StaffEnquiry>[] = [
    { header: 'Received', cell: (row) => formatDateTime(row.createdAt) },
    { header: 'Parent', cell: (row) => row.parentName },
    {
      header: 'Child',
      cell: (row) =>
        [
          row.classOfInterest ? choiceLabel(TOUR_CLASS_CHOICES, row.classOfInterest) : undefined,
          row.childAge !== undefined ? `age ${row.childAge}` : undefined,
        ]
          .filter(Boolean)
          .join(', '),
    },
    { header: 'Campus', cell: (row) => choiceLabel(CAMPUSES, row.campus) },
    { header: 'How they heard', cell: (row) => row.sourceOther ?? choiceLabel(ENQUIRY_SOURCES, row.source) },
    { header: 'Contact', cell: (row) => [row.email, row.phone].filter(Boolean).join(', ') },
    {
      header: 'Application',
      cell: (row) =>
        row.applicationReference ? (
          <Link to={`/dashboard/applications/${encodeURIComponent(row.applicationReference)}`}>
            {row.applicationReference}
          </Link>
        ) : (
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => void convert(row)}
            aria-label={`Convert to application: ${row.parentName}`}
          >
            {row.invitedAt ? 'Send the link again' : 'Convert to application'}
          </Button>
        ),
    },
  ];

  return (
    <section aria-labelledby="enquiries-heading">
      <div className="dash-page-head">
        <h1 id="enquiries-heading">Enquiries</h1>
      </div>
      <p>
        Families who asked before applying. &quot;Convert to application&quot; sends them a link to the application form
        with the class, campus and contacts filled in; an application made with their e-mail or phone shows here.
      </p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {formLink && (
        <p>
          <a href={formLink} target="_blank" rel="noreferrer">
            Open the pre-filled form yourself (new tab)
          </a>
        </p>
      )}
      <FilterForm label="Filter enquiries" fields={FILTER_FIELDS} values={list.filters} onApply={list.applyFilters} />
      <PagedTable
        result={answer}
        what="The enquiries"
        noun="enquiries"
        onRetry={reload}
        hrefFor={list.pageHref}
        label="Enquiries"
        columns={columns}
        rowKey={(row) => row.reference}
        empty="No enquiry matches"
      />
    </section>
  );
}
