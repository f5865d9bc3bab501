import { type FormEvent, useEffect, useState } from 'react';
import { errorMessage, fetchApi } from '@icast/api-client';
import {
  ENDPOINTS,
  ERASURE_REFUSAL_LIMIT,
  erasureRefusalProblem,
  RETENTION_DAYS_LIMITS,
  RETENTION_KIND_KEYS,
  RETENTION_KINDS,
  type RetentionDays,
  retentionDaysProblem,
  type RetentionRun,
  type StaffErasureRequest,
} from '@icast/contracts';
import { Alert, Button, TextArea, TextField } from '@icast/ui';
import { useConfirmation } from '../components/Confirmation';
import { DataState } from '../components/DataState';
import { type Column } from '../components/DataTable';
import { LoadedTable } from '../components/LoadedTable';
import { formatDateTime } from '../format';
import { useApi } from '../useApi';

const STATE_TEXT: Record<StaffErasureRequest['state'], string> = {
  pending: 'Waiting for an answer',
  erased: 'Erased',
  refused: 'Refused',
};

/** "12 days left", "Due today", "3 days overdue". */
export function daysLeftText(days: number): string {
  if (days > 1) return `${days} days left`;
  if (days === 1) return '1 day left';
  if (days === 0) return 'Due today';
  return `${-days} day${days === -1 ? '' : 's'} overdue`;
}

/** The refusal's reason, written for the family, under the request it answers. */
function RefusalForm({
  request,
  onDone,
  onCancel,
}: {
  request: StaffErasureRequest;
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = erasureRefusalProblem({ reason });
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      await fetchApi(ENDPOINTS.familyData.refuse, { params: { id: request.id }, body: { reason } });
      onDone(`Refused. The family sees your reason on their page.`);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  const id = `refuse-${request.id}`;
  // The Refuse button pressed is gone: the reason's field takes the focus, so the keyboard is where it is asked.
  useEffect(() => document.getElementById(id)?.focus(), [id]);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={`Refuse the request of ${request.family}`}>
      <TextArea
        id={id}
        label="Reason the family will be told"
        hint="Plain words: what the school must keep, and until when."
        rows={3}
        maxLength={ERASURE_REFUSAL_LIMIT}
        showCount
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={error}
      />
      <p className="dash-actions">
        <Button type="submit" disabled={busy}>
          Send the refusal
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </p>
    </form>
  );
}

/** The days each kind of personal data is kept, and what the last nightly runs deleted. */
function RetentionSettingsForm() {
  const [settings, reload] = useApi(ENDPOINTS.retention.settings);
  const [runs] = useApi(ENDPOINTS.retention.runs);
  const [draft, setDraft] = useState<Record<string, string>>();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const [busy, setBusy] = useState(false);
  const values =
    draft ??
    (settings.state === 'ready'
      ? Object.fromEntries(RETENTION_KIND_KEYS.map((kind) => [kind, String(settings.data.days[kind])]))
      : undefined);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!values) return;
    const days = Object.fromEntries(
      RETENTION_KIND_KEYS.map((kind) => [kind, Number(values[kind]?.trim() || Number.NaN)]),
    ) as RetentionDays;
    const problem = retentionDaysProblem(days);
    if (problem) {
      setNotice({ tone: 'error', text: problem });
      return;
    }
    setBusy(true);
    try {
      await fetchApi(ENDPOINTS.retention.update, { body: { days } });
      setDraft(undefined);
      reload();
      setNotice({ tone: 'success', text: 'Saved. The next nightly run keeps data this long.' });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const runColumns: Column<RetentionRun>[] = [
    { header: 'Run', cell: (row) => formatDateTime(row.at) },
    ...RETENTION_KIND_KEYS.map((kind) => ({
      header: RETENTION_KINDS[kind].label.split(',')[0]!,
      cell: (row: RetentionRun) => String(row.deleted[kind] ?? 0),
    })),
  ];

  return (
    <section aria-labelledby="retention-heading">
      <h2 id="retention-heading">How long data is kept</h2>
      <p>
        Every night the site deletes what has been kept longer than this. An accepted child&apos;s application is never
        deleted.
      </p>
      <DataState result={settings} what="Retention settings" onRetry={reload}>
        {() => (
          <form onSubmit={(event) => void save(event)} noValidate aria-label="Retention periods">
            {values &&
              RETENTION_KIND_KEYS.map((kind) => (
                <TextField
                  key={kind}
                  id={`retention-${kind}`}
                  label={`${RETENTION_KINDS[kind].label} (days)`}
                  inputMode="numeric"
                  min={RETENTION_DAYS_LIMITS.min}
                  max={RETENTION_DAYS_LIMITS.max}
                  value={values[kind] ?? ''}
                  onChange={(event) => setDraft({ ...values, [kind]: event.target.value })}
                />
              ))}
            <div aria-live="polite">{notice && <Alert tone={notice.tone}>{notice.text}</Alert>}</div>
            <p className="dash-actions">
              <Button type="submit" disabled={busy}>
                Save retention periods
              </Button>
            </p>
          </form>
        )}
      </DataState>
      <h3>Recent runs (records deleted)</h3>
      <LoadedTable
        result={runs}
        what="Retention runs"
        label="Retention runs"
        columns={runColumns}
        rowKey={(row) => row.at}
        empty="No run yet: the first is tonight at 02:00"
      />
    </section>
  );
}

/**
 * /dashboard/data-requests (admins): families' requests that the school delete their data, with the days left to
 * answer, approved (erased, payments kept without names) or refused with a reason the family sees; and how long each
 * kind of data is kept (docs/privacy.md).
 */
export function DataRequestsPage() {
  const [requests, reload] = useApi(ENDPOINTS.familyData.staffList);
  const [refusing, setRefusing] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { confirm, element: confirmation } = useConfirmation();

  const approve = async (request: StaffErasureRequest) => {
    const question =
      `Erase everything the school holds about ${request.family} (${request.references.join(', ') || 'no application'})? ` +
      'Payments are kept without names. This cannot be undone.';
    if (!window.confirm(question)) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const done = await fetchApi(ENDPOINTS.familyData.approve, { params: { id: request.id } });
      confirm(`Erased: ${done.erasedRecords ?? 0} records deleted or cut down.`, { focus: true });
      reload();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<StaffErasureRequest>[] = [
    { header: 'Asked', cell: (row) => formatDateTime(row.requestedAt) },
    { header: 'Family', cell: (row) => row.family || '(erased)' },
    { header: 'Applications', cell: (row) => row.references.join(', ') || '-' },
    {
      header: 'Answer by',
      cell: (row) =>
        row.state === 'pending' && row.daysLeft !== undefined
          ? `${formatDateTime(row.dueBy)} (${daysLeftText(row.daysLeft)})`
          : row.decidedAt
            ? `Answered ${formatDateTime(row.decidedAt)}`
            : '-',
    },
    {
      header: 'State',
      cell: (row) => (
        <>
          {STATE_TEXT[row.state]}
          {row.reason && <>: {row.reason}</>}
          {row.decidedBy && <> (by {row.decidedBy})</>}
        </>
      ),
    },
    {
      header: 'Decide',
      cell: (row) =>
        row.state !== 'pending' ? (
          '-'
        ) : refusing === row.id ? (
          <RefusalForm
            request={row}
            onCancel={() => setRefusing(undefined)}
            onDone={(text) => {
              setRefusing(undefined);
              confirm(text, { focus: true });
              reload();
            }}
          />
        ) : (
          <p className="dash-actions">
            <Button disabled={busy} onClick={() => void approve(row)}>
              Approve and erase<span className="icast-visually-hidden"> ({row.family})</span>
            </Button>
            <Button variant="outline" disabled={busy} onClick={() => setRefusing(row.id)}>
              Refuse<span className="icast-visually-hidden"> ({row.family})</span>
            </Button>
          </p>
        ),
    },
  ];

  return (
    <section aria-labelledby="data-requests-heading">
      <h1 id="data-requests-heading">Data requests</h1>
      <p>
        Families ask from their page for the school to delete their data. Answer within 30 days: approve to erase
        everything (payments stay, without names), or refuse with a reason the family will read.
      </p>
      {confirmation}
      {problem && <Alert tone="error">{problem}</Alert>}
      <LoadedTable
        result={requests}
        what="Data requests"
        onRetry={reload}
        loadingText="Loading requests..."
        label="Requests to delete a family's data"
        columns={columns}
        rowKey={(row) => row.id}
        empty="No requests yet"
      />
      <RetentionSettingsForm />
    </section>
  );
}
