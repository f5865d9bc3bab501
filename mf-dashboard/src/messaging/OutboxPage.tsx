import { useState } from 'react';
import { errorMessage, fetchApi } from '@icast/api-client';
import { ENDPOINTS, MESSAGE_KINDS, OUTBOX_STATES, type OutboxMessageView, type OutboxState } from '@icast/contracts';
import { Alert, Button } from '@icast/ui';
import { PagedTable } from '../components/PagedResults';
import { formatDateTime } from '../format';
import { useApi } from '../useApi';
import { useListParams } from '../useListParams';

const STATE_LABELS: Record<OutboxState, string> = {
  queued: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const isOutboxState = (value: string): value is OutboxState => (OUTBOX_STATES as readonly string[]).includes(value);

/** Admins: every e-mail and SMS the site sends, newest first, a page at a time; a failed one can be sent again. */
export function OutboxPage() {
  const list = useListParams(['state']);
  const state = isOutboxState(list.filters.state) ? list.filters.state : undefined;
  const [outbox, reload] = useApi(ENDPOINTS.outbox.list, { query: { ...list.query, state } });
  const setState = (value: OutboxState | undefined) => list.applyFilters({ state: value ?? '' });
  const page = outbox.state === 'ready' ? outbox.data : undefined;
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();

  async function resend(row: OutboxMessageView) {
    try {
      await fetchApi(ENDPOINTS.outbox.resend, { params: { id: row._id } });
      setNotice({ tone: 'success', text: `The message to ${row.to} is queued again.` });
      reload();
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error) });
    }
  }

  return (
    <section aria-labelledby="outbox-heading">
      <div className="dash-page-head">
        <h1 id="outbox-heading">Outbox</h1>
        <Button variant="outline" onClick={reload}>
          Refresh
        </Button>
      </div>
      <p>
        Every message the site sends is written here first, then delivered, with retries when the mail server is down.
      </p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {page && !page.mailConfigured && (
        <Alert tone="error" title="No mail server is configured">
          <p>SMTP_URL is not set, so e-mail waits here until it is. Ask whoever runs the server to set it.</p>
        </Alert>
      )}
      <div className="dash-filters" role="group" aria-label="Show messages">
        <Button
          variant={state === undefined ? 'primary' : 'outline'}
          aria-pressed={state === undefined}
          onClick={() => setState(undefined)}
        >
          All
        </Button>
        {OUTBOX_STATES.map((value) => (
          <Button
            key={value}
            variant={state === value ? 'primary' : 'outline'}
            aria-pressed={state === value}
            onClick={() => setState(value)}
          >
            {STATE_LABELS[value]}
            {page ? ` (${page.counts[value]})` : ''}
          </Button>
        ))}
      </div>
      <PagedTable
        result={outbox}
        what="Outbox"
        noun="messages"
        onRetry={reload}
        hrefFor={list.pageHref}
        label="Messages in the outbox"
        rowKey={(row) => row._id}
        empty="No messages"
        columns={[
          { header: 'Queued', cell: (row) => formatDateTime(row.createdAt) },
          { header: 'Message', cell: (row) => MESSAGE_KINDS[row.kind] },
          {
            header: 'To',
            cell: (row) => <span className="dash-address">{`${row.to}${row.channel === 'sms' ? ' (SMS)' : ''}`}</span>,
          },
          { header: 'Subject', cell: (row) => row.subject },
          {
            header: 'State',
            cell: (row) => (
              <span className={row.state === 'sent' ? 'dash-pill dash-pill--ok' : 'dash-pill'}>
                {STATE_LABELS[row.state]}
              </span>
            ),
          },
          { header: 'Tries', cell: (row) => `${row.tries} of ${row.maxTries}` },
          {
            header: 'Next try or sent',
            cell: (row) =>
              row.state === 'sent'
                ? formatDateTime(row.sentAt)
                : row.state === 'queued'
                  ? formatDateTime(row.nextAttemptAt)
                  : '',
          },
          { header: 'Last error', cell: (row) => row.lastError ?? '' },
          {
            header: 'Action',
            cell: (row) =>
              row.state === 'failed' ? (
                <Button variant="outline" onClick={() => void resend(row)}>
                  Resend<span className="icast-visually-hidden"> to {row.to}</span>
                </Button>
              ) : null,
          },
        ]}
      />
    </section>
  );
}
