import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage, fetchApi } from '@icast/api-client';
import {
  APPLICATION_STATUS_VALUES,
  ENDPOINTS,
  type ApplicationDetail,
  type ApplicationStatusValue,
} from '@icast/contracts';
import { Alert, Button, SelectField, TextArea } from '@icast/ui';
import { ApplicationBooking } from '../admissions/ApplicationBooking';
import { ApplicationDocuments } from '../admissions/ApplicationDocuments';
import { DataState } from '../components/DataState';
import { formatDateTime } from '../format';
import { APPLICATION_STATUS_LABELS } from '../lists';
import { useApi } from '../useApi';

/** Field names as stored (docs/product.md#application-fields) to readable labels: fatherSurname -> Father surname. */
const labelOf = (field: string) =>
  field
    .replace(/([A-Z])/g, ' $1')
    .replace(/^./, (letter) => letter.toUpperCase())
    .replace(/ Of /g, ' of ');

function StatusChange({ application, onChanged }: { application: ApplicationDetail; onChanged: () => void }) {
  const [status, setStatus] = useState<ApplicationStatusValue>(application.status);
  const [note, setNote] = useState('');
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | undefined>();
  const [saving, setSaving] = useState(false);
  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const body = { status, ...(note.trim() ? { note: note.trim() } : {}) };
      await fetchApi(ENDPOINTS.applications.changeStatus, { params: { reference: application.reference }, body });
      setNote('');
      setResult({ tone: 'success', text: `Status changed to ${APPLICATION_STATUS_LABELS[status]}` });
      // Reload rather than trust the reply's shape: the history entry (who, when) comes from the server.
      onChanged();
    } catch (error) {
      setResult({ tone: 'error', text: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  }
  return (
    <form onSubmit={save} className="dash-panel" aria-labelledby="status-heading">
      <h2 id="status-heading">Change status</h2>
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
      <SelectField
        label="New status"
        value={status}
        onChange={(event) => setStatus(event.target.value as ApplicationStatusValue)}
        options={APPLICATION_STATUS_VALUES.map((value) => ({ value, label: APPLICATION_STATUS_LABELS[value] }))}
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
                <span className="dash-pill">{APPLICATION_STATUS_LABELS[data.status]}</span>
              </h2>
              <dl className="dash-fields">
                {Object.entries(data.fields).map(([field, value]) => (
                  <div key={field}>
                    <dt>{labelOf(field)}</dt>
                    <dd>{value || '-'}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <div>
              <StatusChange application={data} onChanged={reload} />
              <section className="dash-panel" aria-labelledby="history-heading">
                <h2 id="history-heading">History</h2>
                <ol className="dash-history">
                  {data.history.map((change, index) => (
                    <li key={index}>
                      <strong>{APPLICATION_STATUS_LABELS[change.status]}</strong> by {change.by},{' '}
                      <time dateTime={change.at}>{formatDateTime(change.at)}</time>
                      {change.note && <p>{change.note}</p>}
                    </li>
                  ))}
                </ol>
              </section>
              <ApplicationDocuments reference={reference} />
              <ApplicationBooking reference={reference} />
            </div>
          </div>
        )}
      </DataState>
    </section>
  );
}
