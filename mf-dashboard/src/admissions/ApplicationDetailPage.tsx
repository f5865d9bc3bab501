import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage, fetchApi } from '@icast/api-client';
import {
  answerText,
  APPLICATION_FIELDS,
  APPLICATION_STATUSES,
  applicationStatusLabel,
  ENDPOINTS,
  type ApplicationDetail,
  type ApplicationStatusValue,
} from '@icast/contracts';
import { Alert, Button, SelectField, TextArea } from '@icast/ui';
import { ApplicationAssessment } from './ApplicationAssessment';
import { ApplicationBooking } from './ApplicationBooking';
import { ApplicationDecision } from './ApplicationDecision';
import { ApplicationDocuments } from './ApplicationDocuments';
import { ApplicationOffer } from './ApplicationOffer';
import { DataState } from '../components/DataState';
import { formatDateTime } from '../format';
import { useApi } from '../useApi';

/** A stored name no longer on the form (an older application) as words: fatherSurname -> Father surname. */
const labelOf = (field: string) =>
  field
    .replace(/([A-Z])/g, ' $1')
    .replace(/^./, (letter) => letter.toUpperCase())
    .replace(/ Of /g, ' of ');

/** The answers in the form's order, by the labels the parent saw, choices and dates as the parent read them. */
function answersOf(fields: Record<string, string>): Array<[string, string, string]> {
  const known = APPLICATION_FIELDS.filter((field) => fields[field.name] !== undefined).map(
    (field): [string, string, string] => [field.name, field.label, answerText(field, fields[field.name])],
  );
  const others = Object.keys(fields)
    .filter((name) => !APPLICATION_FIELDS.some((field) => field.name === name))
    .map((name): [string, string, string] => [name, labelOf(name), fields[name] ?? '']);
  return [...known, ...others];
}

function StatusChange({ application, onChanged }: { application: ApplicationDetail; onChanged: () => void }) {
  const moves = APPLICATION_STATUSES[application.status].staffMoves;
  const [status, setStatus] = useState<ApplicationStatusValue | ''>('');
  const [note, setNote] = useState('');
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | undefined>();
  const [saving, setSaving] = useState(false);
  async function save(event: FormEvent) {
    event.preventDefault();
    if (!status) {
      setResult({ tone: 'error', text: 'Choose the new status' });
      return;
    }
    setSaving(true);
    try {
      const body = { status, ...(note.trim() ? { note: note.trim() } : {}) };
      await fetchApi(ENDPOINTS.applications.changeStatus, { params: { reference: application.reference }, body });
      setNote('');
      setStatus('');
      setResult({ tone: 'success', text: `Status changed to ${applicationStatusLabel(status)}` });
      // Reload rather than trust the reply's shape: the history entry (who, when) comes from the server.
      onChanged();
    } catch (error) {
      setResult({ tone: 'error', text: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  }
  if (application.merge) {
    const { into, by, at } = application.merge;
    return (
      <section className="dash-panel" aria-labelledby="status-heading">
        <h2 id="status-heading">Merged into another application</h2>
        <p>
          Merged into <Link to={`/dashboard/applications/${encodeURIComponent(into)}`}>{into}</Link> by {by},{' '}
          {formatDateTime(at)}. It is left out of every list and count, and its family is asked for nothing more. To
          bring it back, undo the merge on <Link to="/dashboard/duplicates?show=merged">Possible duplicates</Link>.
        </p>
      </section>
    );
  }
  if (moves.length === 0) {
    return (
      <section className="dash-panel" aria-labelledby="status-heading">
        <h2 id="status-heading">Change status</h2>
        <p>{applicationStatusLabel(application.status)} is final: the status cannot change any more.</p>
      </section>
    );
  }
  return (
    <form onSubmit={save} className="dash-panel" aria-labelledby="status-heading">
      <h2 id="status-heading">Change status</h2>
      <div aria-live="polite">{result && <Alert tone={result.tone}>{result.text}</Alert>}</div>
      <SelectField
        label="New status"
        hint="Only the moves this status allows. An offer is made below, with its fee and deadline."
        placeholder="Choose one"
        value={status}
        onChange={(event) => setStatus(event.target.value as ApplicationStatusValue)}
        options={moves.map((value) => ({ value, label: applicationStatusLabel(value) }))}
      />
      <TextArea
        label="Note (optional)"
        rows={3}
        maxLength={500}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving...' : 'Save status'}
      </Button>
    </form>
  );
}

export function ApplicationDetailPage() {
  const { reference = '' } = useParams();
  const [application, reload] = useApi(ENDPOINTS.applications.detail, { params: { reference } });
  return (
    <section aria-labelledby="application-heading">
      <p>
        <Link to="/dashboard/applications">Back to applications</Link>
      </p>
      <h1 id="application-heading">Application {reference}</h1>
      <DataState result={application} what="This application" onRetry={reload} loadingText="Loading application...">
        {(data) => (
          <div className="dash-panels">
            <section className="dash-panel" aria-labelledby="fields-heading">
              <h2 id="fields-heading">
                {data.firstname} {data.surname}:{' '}
                <span className="dash-pill">{applicationStatusLabel(data.status)}</span>
              </h2>
              <dl className="dash-fields">
                <div>
                  <dt>Consent to the health answers</dt>
                  <dd data-testid="health-consent">
                    {data.healthConsent === undefined
                      ? 'Not asked (sent before the form asked)'
                      : data.healthConsent.given
                        ? 'Given'
                        : 'Not given: the school holds no health answers for this child'}
                  </dd>
                </div>
                <div>
                  <dt>Privacy notice shown</dt>
                  <dd>{data.privacyNotice ? `Version ${data.privacyNotice.version}` : 'Not recorded'}</dd>
                </div>
                {answersOf(data.fields).map(([name, label, value]) => (
                  <div key={name}>
                    <dt>{label}</dt>
                    <dd>{value || '-'}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <div>
              <ApplicationAssessment reference={reference} status={data.status} />
              {!data.merge && <ApplicationDecision reference={reference} status={data.status} />}
              <StatusChange application={data} onChanged={reload} />
              <ApplicationOffer reference={reference} status={data.status} onChanged={reload} />
              <section className="dash-panel" aria-labelledby="history-heading">
                <h2 id="history-heading">History</h2>
                <ol className="dash-history">
                  {data.history.map((change, index) => (
                    <li key={index}>
                      <strong>{applicationStatusLabel(change.status)}</strong> by {change.by},{' '}
                      <time dateTime={change.at}>{formatDateTime(change.at)}</time>
                      {change.note && <p>{change.note}</p>}
                    </li>
                  ))}
                </ol>
              </section>
              <ApplicationDocuments reference={reference} classAppliedFor={data.fields.classAppliedFor ?? ''} />
              <ApplicationBooking reference={reference} />
            </div>
          </div>
        )}
      </DataState>
    </section>
  );
}
