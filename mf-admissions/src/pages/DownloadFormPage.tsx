import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ApiRequestError, errorMessage, fetchApi } from '@icast/api-client';
import { ENDPOINTS, normalisePaymentReference, type PaidFormAccess, PAYMENT_REFERENCE_PATTERN } from '@icast/contracts';
import { formatLagosDate } from '@icast/content';
import { Alert, Button, ErrorSummary, TextField, type FieldError } from '@icast/ui';
import { FormDownloads } from '../components/FormDownloads';

const FIELD_ID = 'download-reference';

/** What the page knows of the reference asked for: being checked, downloadable, or why not. */
type Lookup =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'ready'; access: PaidFormAccess }
  | { state: 'refused'; message: string };

/** Why a reference cannot download, in words that say what to do (the API answers the same 403 for each case). */
export const NOT_DOWNLOADABLE =
  'We found no paid, unexpired application form with this reference. Check it against your receipt e-mail; if ' +
  'the payment did not go through or the form has expired, you can buy the form again.';

/** The reference as the school wrote it, or what is wrong with what was typed. */
function readReference(typed: string): { reference: string } | { problem: string } {
  if (!typed.trim()) return { problem: 'Enter the payment reference from your receipt' };
  const reference = normalisePaymentReference(typed);
  return reference && PAYMENT_REFERENCE_PATTERN.test(reference)
    ? { reference }
    : { problem: 'Enter the payment reference as it is on your receipt, like ICAST-PAY-M5X2K9-1A2B3C4D' };
}

/**
 * For a parent who paid earlier: type the payment reference (any letter case, spaces ignored); the forms are offered
 * only once the school confirms the reference can still download them.
 */
export function DownloadFormPage() {
  const [input, setInput] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = readReference(input);
    if ('problem' in typed) {
      setErrors([{ fieldId: FIELD_ID, message: typed.problem }]);
      setLookup({ state: 'idle' });
      return;
    }
    const { reference } = typed;
    setErrors([]);
    setLookup({ state: 'checking' });
    try {
      setLookup({ state: 'ready', access: await fetchApi(ENDPOINTS.paidForms.access, { params: { reference } }) });
    } catch (error) {
      const refused = error instanceof ApiRequestError && error.statusCode === 403;
      setLookup({ state: 'refused', message: refused ? NOT_DOWNLOADABLE : errorMessage(error) });
    }
  }

  return (
    <section id="first-section" className="icast-container adm-page adm-narrow" aria-labelledby="download-heading">
      <h1 id="download-heading">Download your forms</h1>
      <form className="adm-panel" onSubmit={(event) => void submit(event)} noValidate aria-label="Find your forms">
        <ErrorSummary errors={errors} />
        <TextField
          id={FIELD_ID}
          label="Payment reference"
          hint="It starts with ICAST-PAY and is on the receipt we e-mailed you"
          value={input}
          error={errors[0]?.message}
          onChange={(event) => setInput(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={80}
        />
        <Button type="submit" disabled={lookup.state === 'checking'}>
          {lookup.state === 'checking' ? 'Checking…' : 'Find my forms'}
        </Button>
      </form>
      <div aria-live="polite">
        {lookup.state === 'refused' && (
          <Alert tone="error" title="No forms to download">
            <p>{lookup.message}</p>
          </Alert>
        )}
        {lookup.state === 'ready' && (
          <div className="adm-panel">
            <h2>Forms for {lookup.access.reference}</h2>
            <p>You can download them until {formatLagosDate(lookup.access.expiresAt)}.</p>
            <FormDownloads key={lookup.access.reference} reference={lookup.access.reference} />
          </div>
        )}
      </div>
      <p className="adm-small">
        Have not paid yet? <Link to="/payment">Buy the application form</Link>.
      </p>
    </section>
  );
}
