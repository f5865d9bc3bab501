import { useState } from 'react';
import { apiUrl, ENDPOINTS, PAYMENT_STATUSES, type PaymentRecord } from '@icast/contracts';
import { buttonClassName, SelectField, TextField } from '@icast/ui';
import { DataState } from '../components/DataState';
import { DataTable, type Column } from '../components/DataTable';
import { formatDateTime, formatNaira } from '../format';
import { PAYMENT_STATUS_LABELS } from '../lists';
import { useApi } from '../useApi';

/** Payments with filters by status and date range (inclusive, by the day the record was created). */
const PAYMENT_COLUMNS: Column<PaymentRecord>[] = [
  { header: 'Reference', cell: (row) => row.reference },
  { header: 'Name', cell: (row) => `${row.first_name} ${row.last_name}` },
  { header: 'Email', cell: (row) => row.email },
  { header: 'Phone', cell: (row) => row.phone },
  { header: 'Amount', cell: (row) => formatNaira(row.amountKobo / 100) },
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

export function FormPurchasePage() {
  const [payments, reload] = useApi(ENDPOINTS.payment.list);
  const [status, setStatus] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const visible = (rows: PaymentRecord[]) =>
    rows.filter((row) => {
      const day = row.createdAt.slice(0, 10);
      return (!status || row.status === status) && (!from || day >= from) && (!to || day <= to);
    });
  return (
    <section aria-labelledby="payments-heading">
      <div className="dash-page-head">
        <h1 id="payments-heading">Form Purchase</h1>
        <a className={buttonClassName('outline')} href={apiUrl(ENDPOINTS.payment.csv)} download>
          Export CSV
        </a>
      </div>
      <div className="dash-filters">
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          placeholder="All"
          options={PAYMENT_STATUSES.map((value) => ({ value, label: PAYMENT_STATUS_LABELS[value] }))}
        />
        <TextField label="From" type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
        <TextField label="To" type="date" value={to} onChange={(event) => setTo(event.target.value)} />
      </div>
      <DataState result={payments} what="Payments" onRetry={reload} loadingText="Loading payments...">
        {(body) => {
          const rows = visible(body.message);
          return (
            <DataTable
              rows={rows}
              columns={PAYMENT_COLUMNS}
              rowKey={(row) => row.reference}
              empty="No payments found"
            />
          );
        }}
      </DataState>
    </section>
  );
}
