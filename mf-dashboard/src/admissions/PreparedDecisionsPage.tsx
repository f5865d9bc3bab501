import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, fetchApi } from '@icast/api-client';
import {
  applicationStatusLabel,
  choiceLabel,
  CLASSES_APPLIED_FOR,
  type DecisionReleaseOutcome,
  type DecisionReleaseRequest,
  ENDPOINTS,
  type PreparedDecision,
} from '@icast/contracts';
import { Alert, Button, ErrorSummary, TextField, type FieldError } from '@icast/ui';
import { DataState } from '../components/DataState';
import { DataTable } from '../components/DataTable';
import { fromLagosInput } from '../content/submission';
import { formatDateTime } from '../format';
import { useApi } from '../useApi';
import { describeDecision } from './ApplicationDecision';

const RELEASE_AT = 'release-at';
const STATE_LABELS: Record<PreparedDecision['state'], string> = {
  prepared: 'Waiting for release',
  released: 'Released',
  refused: 'Could not be released',
};

function outcomeText(outcome: DecisionReleaseOutcome, now: boolean): string {
  if (!now) {
    const count = outcome.count === 1 ? '1 decision' : `${outcome.count} decisions`;
    return `${count} will be released ${formatDateTime(outcome.releaseAt)} (Lagos time).`;
  }
  const released = outcome.released.length === 1 ? '1 decision' : `${outcome.released.length} decisions`;
  return `Released ${released} to the families.`;
}

/**
 * Every decision prepared and not yet seen by the families, with when each will be released; staff set the
 * release time for the chosen ones (or all), in Lagos time, or release them now.
 */
export function PreparedDecisionsPage() {
  const [list, reload] = useApi(ENDPOINTS.preparedDecisions.list);
  const [chosen, setChosen] = useState<string[]>([]);
  const [releaseAt, setReleaseAt] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string; refused?: string[] }>();
  const [confirmNow, setConfirmNow] = useState(false);

  async function send(now: boolean) {
    setNotice(undefined);
    if (!now && !releaseAt) {
      setErrors([{ fieldId: RELEASE_AT, message: 'Enter the release date and time' }]);
      return;
    }
    setErrors([]);
    setBusy(true);
    try {
      const body: DecisionReleaseRequest = {
        ...(chosen.length ? { references: chosen } : {}),
        ...(now ? { now: true } : { releaseAt: fromLagosInput(releaseAt) }),
      };
      const outcome = await fetchApi(ENDPOINTS.preparedDecisions.release, { body });
      setNotice({
        tone: 'success',
        text: outcomeText(outcome, now),
        refused: outcome.refused.map((entry) => `${entry.reference}: ${entry.reason}`),
      });
      setChosen([]);
      setConfirmNow(false);
      reload();
    } catch (error) {
      const message = errorMessage(error);
      if (/release/i.test(message) && !now) setErrors([{ fieldId: RELEASE_AT, message }]);
      else setNotice({ tone: 'error', text: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="prepared-heading">
      <h1 id="prepared-heading">Prepared decisions</h1>
      <p>
        Decisions prepared on applications. Families see nothing of them, on their page, in the status lookup or by
        message, until they are released; then each family hears of its child&apos;s outcome as with any change.
      </p>
      <div aria-live="polite">
        {notice && (
          <Alert tone={notice.tone}>
            {notice.text}
            {notice.refused?.map((line) => (
              <span key={line} className="dash-block">
                {line}
              </span>
            ))}
          </Alert>
        )}
      </div>
      <DataState result={list} what="The prepared decisions" onRetry={reload}>
        {(rows) => {
          const waiting = rows.filter((row) => row.state === 'prepared');
          const done = rows.filter((row) => row.state !== 'prepared');
          const count = chosen.length || waiting.length;
          const scope = chosen.length
            ? count === 1
              ? 'the chosen decision'
              : `the ${count} chosen decisions`
            : count === 1
              ? 'the decision waiting'
              : `all ${count} decisions waiting`;
          return (
            <>
              <DataTable
                label="Decisions waiting for release"
                rows={waiting}
                rowKey={(row) => row.reference}
                empty="No decision is waiting for release. Prepare one on an application's page."
                columns={[
                  {
                    header: 'Choose',
                    cell: (row) => (
                      <label className="dash-choice dash-choice--alone">
                        <input
                          type="checkbox"
                          checked={chosen.includes(row.reference)}
                          onChange={(event) =>
                            setChosen(
                              event.target.checked
                                ? [...chosen, row.reference]
                                : chosen.filter((reference) => reference !== row.reference),
                            )
                          }
                        />
                        <span className="icast-visually-hidden">Choose {row.childName}</span>
                      </label>
                    ),
                  },
                  {
                    header: 'Child',
                    cell: (row) => (
                      <>
                        <Link to={`/dashboard/applications/${encodeURIComponent(row.reference)}`}>{row.childName}</Link>{' '}
                        ({choiceLabel(CLASSES_APPLIED_FOR, row.classAppliedFor)})
                      </>
                    ),
                  },
                  { header: 'Decision', cell: describeDecision },
                  { header: 'Family sees now', cell: (row) => applicationStatusLabel(row.status) },
                  {
                    header: 'Release (Lagos time)',
                    cell: (row) => (row.releaseAt ? formatDateTime(row.releaseAt) : 'Not set'),
                  },
                  { header: 'Prepared by', cell: (row) => row.preparedBy },
                ]}
              />
              {waiting.length > 0 && (
                <form
                  className="dash-panel dash-form"
                  aria-labelledby="release-heading"
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault();
                    void send(false);
                  }}
                >
                  <h2 id="release-heading">Release time</h2>
                  <ErrorSummary errors={errors} />
                  <p>For {scope} (choose some above to set a time for a batch). Times are Lagos time (WAT, UTC+1).</p>
                  <TextField
                    id={RELEASE_AT}
                    type="datetime-local"
                    label="Release on (Lagos time)"
                    hint="The families hear of every decision in this release at this time"
                    value={releaseAt}
                    error={errors.find((error) => error.fieldId === RELEASE_AT)?.message}
                    onChange={(event) => setReleaseAt(event.target.value)}
                  />
                  <div className="dash-row">
                    <Button type="submit" disabled={busy}>
                      {busy ? 'Saving...' : 'Set the release time'}
                    </Button>
                    <Button variant="outline" disabled={busy} onClick={() => setConfirmNow(true)}>
                      Release now
                    </Button>
                  </div>
                  {confirmNow && (
                    <div role="group" aria-labelledby="release-now-question" className="dash-confirmation">
                      <p id="release-now-question">
                        Release {scope} now? Each family is told at once; this cannot be undone.
                      </p>
                      <div className="dash-row">
                        <Button disabled={busy} onClick={() => void send(true)}>
                          Yes, release now
                        </Button>
                        <Button variant="outline" disabled={busy} onClick={() => setConfirmNow(false)}>
                          No, go back
                        </Button>
                      </div>
                    </div>
                  )}
                </form>
              )}
              {done.length > 0 && (
                <section aria-labelledby="released-heading">
                  <h2 id="released-heading">Released</h2>
                  <DataTable
                    label="Decisions released"
                    rows={done}
                    rowKey={(row) => row.reference}
                    empty=""
                    columns={[
                      {
                        header: 'Child',
                        cell: (row) => (
                          <Link to={`/dashboard/applications/${encodeURIComponent(row.reference)}`}>
                            {row.childName}
                          </Link>
                        ),
                      },
                      { header: 'Decision', cell: describeDecision },
                      {
                        header: 'Outcome',
                        cell: (row) => `${STATE_LABELS[row.state]}${row.refusal ? `: ${row.refusal}` : ''}`,
                      },
                      { header: 'When', cell: (row) => formatDateTime(row.releasedAt) },
                    ]}
                  />
                </section>
              )}
            </>
          );
        }}
      </DataState>
    </section>
  );
}
