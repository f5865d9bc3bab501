import { useState, type FormEvent } from 'react';
import { errorMessage, fetchApi } from '@icast/api-client';
import {
  APPLICATION_FIELDS,
  APPLICATION_REFERENCE_EXAMPLE,
  ENDPOINTS,
  type ApplicationField,
  type ApplicationStatusLookup,
  type ApplicationStatusQuery,
  type ApplicationStatusQueryField,
  validateApplicationStatusQuery,
} from '@icast/contracts';
import { applicationStatusInfo, formatLagosDate } from '@icast/content';
import { Alert, Button, ErrorSummary, TextField, type FieldError } from '@icast/ui';
import { FieldInput } from '../application/FieldInput';
import { FamilyPageLink } from './FamilyPageLink';
import { fieldId } from '../application/sections';
import type { StatusLookupPosted } from '../data';

/** The application form's own date-of-birth question, so parents meet the same control and format. */
const DOB_FIELD: ApplicationField = {
  ...(APPLICATION_FIELDS.find((field) => field.name === 'dob') as ApplicationField),
  label: "Child's date of birth",
};
const FIELD_IDS: Record<ApplicationStatusQueryField, string> = {
  reference: 'status-reference',
  dob: fieldId(DOB_FIELD.name),
};

/** The contracts' lookup rules (the API applies the same ones), in field order for the error summary. */
function queryErrors(query: ApplicationStatusQuery): FieldError[] {
  return atFields(validateApplicationStatusQuery(query));
}

function atFields(problems: StatusLookupPosted['problems']): FieldError[] {
  return (['reference', 'dob'] as const).flatMap((name) => {
    const message = problems[name];
    return message ? [{ fieldId: FIELD_IDS[name], message }] : [];
  });
}

/**
 * Status by reference and the child's date of birth: the status, what it means and two dates; nothing about the
 * child. A wrong reference and a wrong date of birth get the same answer, so references cannot be probed.
 */
export function StatusLookup({
  initialReference = '',
  posted,
}: {
  initialReference?: string;
  /** The answer to the form a browser without script posted (statusLookupAction). */
  posted?: StatusLookupPosted;
}) {
  const [query, setQuery] = useState<ApplicationStatusQuery>(posted?.query ?? { reference: initialReference, dob: '' });
  const [errors, setErrors] = useState<FieldError[]>(() => atFields(posted?.problems ?? {}));
  const [result, setResult] = useState<ApplicationStatusLookup | undefined>(posted?.result);
  const [failure, setFailure] = useState<string | undefined>(posted?.failure);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = queryErrors(query);
    setErrors(problems);
    setResult(undefined);
    setFailure(undefined);
    if (problems.length > 0) return;
    setBusy(true);
    try {
      setResult(await fetchApi(ENDPOINTS.applications.status, { body: query }));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const errorOf = (name: ApplicationStatusQueryField) =>
    errors.find((error) => error.fieldId === FIELD_IDS[name])?.message;
  const info = result && applicationStatusInfo(result.status);
  return (
    <div className="adm-panel" id="status">
      <h2>Check your application status</h2>
      <form
        method="post"
        action="/application#status"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="Application status lookup"
      >
        <ErrorSummary errors={errors} />
        <TextField
          id={FIELD_IDS.reference}
          name="reference"
          label="Application reference"
          hint={`Shown when you submitted the online application, like ${APPLICATION_REFERENCE_EXAMPLE}`}
          value={query.reference}
          error={errorOf('reference')}
          onChange={(event) => setQuery({ ...query, reference: event.target.value })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <FieldInput
          field={DOB_FIELD}
          value={query.dob}
          error={errorOf('dob')}
          onChange={(dob) => setQuery({ ...query, dob })}
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Checking…' : 'Check status'}
        </Button>
      </form>
      {failure && <Alert tone="error">{failure}</Alert>}
      <FamilyPageLink />
      {result && info && (
        <div className="adm-status" data-status={result.status} aria-live="polite">
          <p className="adm-status__label">
            Status: <strong data-testid="application-status">{info.label}</strong>
          </p>
          <p>{info.explanation}</p>
          <dl className="adm-receipt">
            <dt>Reference</dt>
            <dd>{result.reference}</dd>
            <dt>Submitted</dt>
            <dd>{formatLagosDate(result.submittedAt)}</dd>
            <dt>Last updated</dt>
            <dd>{formatLagosDate(result.updatedAt)}</dd>
          </dl>
        </div>
      )}
    </div>
  );
}
