import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, fetchApi } from '@icast/api-client';
import {
  type ApplicationStatusValue,
  type BulkStatusOutcome,
  ENDPOINTS,
  MAX_PAGE_SIZE,
  applicationStatusLabel,
  APPLICATION_STATUSES,
} from '@icast/contracts';
import { countOf } from '@icast/content';
import { Alert, Button, ErrorSummary, type FieldError, SelectField, TextArea, TextField } from '@icast/ui';
import { DataState } from '../components/DataState';
import { useApi } from '../useApi';

export interface PipelineCell {
  status: ApplicationStatusValue;
  classAppliedFor: string;
}

const STATUS_FIELD = 'bulk-status';
const FIRST_APPLICATION = 'bulk-application-0';

/**
 * The applications of one cell of the pipeline, chosen with tick boxes and moved to a new status together. The
 * change is confirmed first: it e-mails every family affected.
 */
export function BulkStatusChange({
  cell,
  campus,
  title,
  onChanged,
}: {
  cell: PipelineCell;
  campus: string;
  title: string;
  onChanged: () => void;
}) {
  const query = { status: cell.status, classAppliedFor: cell.classAppliedFor, pageSize: MAX_PAGE_SIZE, campus };
  const [applications, reload] = useApi(ENDPOINTS.applications.list, { query });
  const [chosen, setChosen] = useState<string[]>([]);
  const [status, setStatus] = useState('');
  const [note, setNote] = useState('');
  const [familyMessage, setFamilyMessage] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<BulkStatusOutcome>();
  const [failure, setFailure] = useState<string>();

  const check = (event: FormEvent) => {
    event.preventDefault();
    const problems: FieldError[] = [];
    if (chosen.length === 0) problems.push({ fieldId: FIRST_APPLICATION, message: 'Choose at least one application' });
    if (!status) problems.push({ fieldId: STATUS_FIELD, message: 'Choose the new status' });
    setErrors(problems);
    setConfirming(problems.length === 0);
  };
  const change = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      const body = {
        references: chosen,
        status: status as ApplicationStatusValue,
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(familyMessage.trim() ? { familyMessage: familyMessage.trim() } : {}),
      };
      setOutcome(await fetchApi(ENDPOINTS.pipeline.changeStatus, { body }));
      setChosen([]);
      setConfirming(false);
      reload();
      onChanged();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const errorFor = (fieldId: string) => errors.find((error) => error.fieldId === fieldId)?.message;

  return (
    <section className="dash-panel" aria-labelledby="bulk-heading">
      <h2 id="bulk-heading">{title}</h2>
      <div aria-live="polite">
        {outcome && <OutcomeNotice outcome={outcome} />}
        {failure && <Alert tone="error">{failure}</Alert>}
      </div>
      <ErrorSummary errors={errors} />
      <DataState result={applications} what="These applications" onRetry={reload}>
        {({ data: rows, total }) => (
          <form onSubmit={check} noValidate aria-label="Change the status of these applications">
            <fieldset
              className="dash-choices"
              aria-describedby={errorFor(FIRST_APPLICATION) ? 'bulk-applications-error' : undefined}
            >
              <legend>
                Applications ({rows.length}
                {total > rows.length ? ` of ${total}; the oldest ${MAX_PAGE_SIZE} are not shown` : ''})
              </legend>
              {errorFor(FIRST_APPLICATION) && (
                <p id="bulk-applications-error" className="icast-field__error">
                  <span className="icast-visually-hidden">Error:</span> {errorFor(FIRST_APPLICATION)}
                </p>
              )}
              {rows.length > 0 && (
                <label className="dash-choice">
                  <input
                    type="checkbox"
                    checked={chosen.length === rows.length}
                    onChange={(event) => setChosen(event.target.checked ? rows.map((row) => row.reference) : [])}
                  />{' '}
                  All {rows.length}
                </label>
              )}
              {rows.map((row, index) => (
                <label key={row.reference} className="dash-choice">
                  <input
                    id={`bulk-application-${index}`}
                    type="checkbox"
                    checked={chosen.includes(row.reference)}
                    onChange={(event) =>
                      setChosen(
                        event.target.checked
                          ? [...chosen, row.reference]
                          : chosen.filter((reference) => reference !== row.reference),
                      )
                    }
                  />{' '}
                  {row.surname} {row.firstname},{' '}
                  <Link to={`/dashboard/applications/${encodeURIComponent(row.reference)}`}>{row.reference}</Link>
                </label>
              ))}
            </fieldset>
            <SelectField
              id={STATUS_FIELD}
              label="New status"
              placeholder="Choose one"
              options={APPLICATION_STATUSES[cell.status].staffMoves.map((value) => ({
                value,
                label: applicationStatusLabel(value),
              }))}
              value={status}
              error={errorFor(STATUS_FIELD)}
              onChange={(event) => setStatus(event.target.value)}
            />
            <TextField
              label="Why (for the history; families never see it)"
              maxLength={500}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
            <TextArea
              label="Message to the families (optional)"
              hint="Each family gets one e-mail with its children's new status and this message."
              maxLength={1500}
              showCount
              rows={4}
              value={familyMessage}
              onChange={(event) => setFamilyMessage(event.target.value)}
            />
            {!confirming && (
              <Button type="submit">
                {chosen.length > 0
                  ? `Change ${countOf(chosen.length, 'application')}`
                  : 'Change the chosen applications'}
              </Button>
            )}
            {confirming && (
              <div role="group" aria-label="Confirm the change" className="dash-actions">
                <p>
                  Move {countOf(chosen.length, 'application')} to {applicationStatusLabel(status)} and e-mail{' '}
                  {chosen.length === 1 ? 'the family' : 'their families'}?
                </p>
                <Button disabled={busy} onClick={() => void change()}>
                  {chosen.length === 1 ? 'Yes, change it' : 'Yes, change them'}
                </Button>
                <Button variant="outline" disabled={busy} onClick={() => setConfirming(false)}>
                  No, go back
                </Button>
              </div>
            )}
          </form>
        )}
      </DataState>
    </section>
  );
}

function OutcomeNotice({ outcome }: { outcome: BulkStatusOutcome }) {
  return (
    <Alert tone={outcome.refused.length ? 'error' : 'success'}>
      <p>
        Changed {countOf(outcome.changed.length, 'application')}; {countOf(outcome.familiesTold, 'family', 'families')}{' '}
        e-mailed.
      </p>
      {outcome.refused.length > 0 && (
        <>
          <p>Not changed:</p>
          <ul>
            {outcome.refused.map(({ reference, reason }) => (
              <li key={reference}>
                {reference}: {reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </Alert>
  );
}
