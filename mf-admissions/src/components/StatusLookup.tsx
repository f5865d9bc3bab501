import { useState, type FormEvent } from 'react';
import { ApiRequestError, errorMessage, fetchApi } from '@icast/api-client';
import { APPLICATION_REFERENCE_PATTERN, ENDPOINTS, type ApplicationStatusLookup } from '@icast/contracts';
import { applicationStatusInfo } from '@icast/content';
import { Alert, Button, ErrorSummary, TextField, type FieldError } from '@icast/ui';

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-NG', { day: 'numeric', month: 'long', year: 'numeric' });

/** Status by reference: the status, what it means and two dates; nothing about the child. */
export function StatusLookup({ initialReference = '' }: { initialReference?: string }) {
  const [input, setInput] = useState(initialReference);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [result, setResult] = useState<ApplicationStatusLookup | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const reference = input.trim().toUpperCase();
    setResult(undefined);
    setFailure(undefined);
    if (!APPLICATION_REFERENCE_PATTERN.test(reference)) {
      setErrors([{ fieldId: 'status-reference', message: 'Enter your application reference, like ICAST-2025-000123' }]);
      return;
    }
    setErrors([]);
    setBusy(true);
    try {
      setResult(await fetchApi(ENDPOINTS.applications.status, { params: { reference } }));
    } catch (error) {
      setFailure(
        error instanceof ApiRequestError && error.statusCode === 404
          ? 'We could not find an application with that reference. Check it and try again.'
          : errorMessage(error),
      );
    } finally {
      setBusy(false);
    }
  }

  const info = result && applicationStatusInfo(result.status);
  return (
    <div className="adm-panel" id="status">
      <h2>Check your application status</h2>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Application status lookup">
        <ErrorSummary errors={errors} />
        <TextField
          id="status-reference"
          label="Application reference"
          hint="Shown when you submitted the online application, like ICAST-2025-000123"
          value={input}
          error={errors[0]?.message}
          onChange={(event) => setInput(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Checking…' : 'Check status'}
        </Button>
      </form>
      {failure && <Alert tone="error">{failure}</Alert>}
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
            <dd>{formatDate(result.submittedAt)}</dd>
            <dt>Last updated</dt>
            <dd>{formatDate(result.updatedAt)}</dd>
          </dl>
        </div>
      )}
    </div>
  );
}
