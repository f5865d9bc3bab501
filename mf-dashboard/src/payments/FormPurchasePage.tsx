import { Link } from 'react-router-dom';
import { apiUrl, ENDPOINTS, PAYMENT_STATUSES, paymentPaidFor, type PaymentRecord } from '@icast/contracts';
import { buttonClassName } from '@icast/ui';
import { useMayCall } from '../access';
import { type Column } from '../components/DataTable';
import { FilterForm, type FilterField } from '../components/FilterForm';
import { PagedTable } from '../components/PagedResults';
import { formatDateTime, formatNaira } from '../format';
import { PAYMENT_STATUS_LABELS } from '../lists';
import { mapLoadable, useApi } from '../useApi';
import { useListParams } from '../useListParams';

/**
 * The payments, with what each was for (the form, or the acceptance fee of a child's place): the same words as the
 * CSV. An acceptance fee links to its application for a member who may open it.
 */
function paymentColumns(mayOpenApplications: boolean): Column<PaymentRecord>[] {
  return [
    { header: 'Reference', cell: (row) => row.reference },
    { header: 'Name', cell: (row) => `${row.first_name} ${row.last_name}` },
    { header: 'Email', cell: (row) => row.email },
    { header: 'Phone', cell: (row) => row.phone },
    { header: 'Amount', cell: (row) => formatNaira(row.amountKobo / 100) },
    {
      header: 'For',
      cell: (row) =>
        mayOpenApplications && row.purpose === 'acceptance' && row.applicationReference ? (
          <Link to={`/dashboard/applications/${encodeURIComponent(row.applicationReference)}`}>
            {paymentPaidFor(row)}
          </Link>
        ) : (
          paymentPaidFor(row)
        ),
    },
    ...STATUS_AND_DATE,
  ];
}

const STATUS_AND_DATE: Column<PaymentRecord>[] = [
  {
    header: 'Status',
    cell: (row) => (
      <span className={`dash-pill ${row.status === 'paid' ? 'dash-pill--ok' : ''}`}>
        {PAYMENT_STATUS_LABELS[row.status] ?? row.status}
      </span>
    ),
  },
  { header: 'Date', cell: (row) => formatDateTime(row.paidAt ?? row.createdAt) },
];

/** Search, status and the days the payment was started (Lagos, both inclusive), all applied by the server. */
const FILTERS = ['q', 'status', 'from', 'to'] as const;
const FILTER_FIELDS: FilterField<(typeof FILTERS)[number]>[] = [
  { name: 'q', label: 'Search', type: 'search' },
  {
    name: 'status',
    label: 'Status',
    options: PAYMENT_STATUSES.map((value) => ({ value, label: PAYMENT_STATUS_LABELS[value] })),
  },
  { name: 'from', label: 'From', type: 'date' },
  { name: 'to', label: 'To', type: 'date' },
];

export function FormPurchasePage() {
  const list = useListParams(FILTERS);
  const mayOpenApplications = useMayCall(ENDPOINTS.applications.detail);
  const [answer, reload] = useApi(ENDPOINTS.payment.list, { query: list.query });
  // The original site's shape carries the rows as `message`.
  const payments = mapLoadable(answer, ({ message, ...page }) => ({ data: message, ...page }));
  return (
    <section aria-labelledby="payments-heading">
      <div className="dash-page-head">
        <h1 id="payments-heading">Form Purchase</h1>
        <a className={buttonClassName('outline')} href={apiUrl(ENDPOINTS.payment.csv)} download>
          Export CSV
        </a>
      </div>
      <FilterForm label="Filter payments" fields={FILTER_FIELDS} values={list.filters} onApply={list.applyFilters} />
      <PagedTable
        result={payments}
        what="Payments"
        noun="payments"
        onRetry={reload}
        hrefFor={list.pageHref}
        columns={paymentColumns(mayOpenApplications)}
        rowKey={(row) => row.reference}
        empty="No payments found"
      />
    </section>
  );
}
