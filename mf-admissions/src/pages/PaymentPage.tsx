import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, fetchApi, fieldErrorsOfFailure } from '@icast/api-client';
import { ENDPOINTS, validatePayer, type InitializePaymentRequest, type PayerField } from '@icast/contracts';
import { Alert, Button, ErrorSummary, TextField, type FieldError } from '@icast/ui';
import { FeeSummary } from '../components/FeeSummary';
import { usePaymentConfig } from '../usePaymentConfig';
import { NeedsJavaScript } from '../components/NeedsJavaScript';

const FIELDS: Array<{ name: PayerField; label: string; type: string; autoComplete: string; hint?: string }> = [
  { name: 'first_name', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  {
    name: 'email',
    label: 'E-mail address',
    type: 'email',
    autoComplete: 'email',
    hint: 'We send your receipt here',
  },
  { name: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel', hint: 'For example 0803 123 4567' },
];

const fieldIdOf = (name: PayerField) => `payment-${name}`;

/**
 * The payer's details as last sent to the checkout, for this tab only: a parent who cancels there, or comes back
 * with the browser's Back button, and presses Try again finds them filled in. Gone when the tab closes, and removed
 * once the payment is confirmed.
 */
export const PAYER_KEY = 'icast.payer.v1';
const EMPTY_PAYER: InitializePaymentRequest = { first_name: '', last_name: '', email: '', phone: '' };
/** Longer than any field the payer rules accept: anything else in storage is not ours. */
const MOST_STORED_CHARACTERS = 300;

function rememberedPayer(): InitializePaymentRequest {
  try {
    const stored = JSON.parse(sessionStorage.getItem(PAYER_KEY) ?? 'null') as Record<string, unknown> | null;
    if (!stored || typeof stored !== 'object') return EMPTY_PAYER;
    const text = (name: PayerField) => {
      const value = stored[name];
      return typeof value === 'string' && value.length <= MOST_STORED_CHARACTERS ? value : '';
    };
    return { first_name: text('first_name'), last_name: text('last_name'), email: text('email'), phone: text('phone') };
  } catch {
    return EMPTY_PAYER;
  }
}

function rememberPayer(payer: InitializePaymentRequest): void {
  try {
    sessionStorage.setItem(PAYER_KEY, JSON.stringify(payer));
  } catch {
    // Storage refused (private browsing): the parent types the details again if they come back.
  }
}

export function forgetPayer(): void {
  try {
    sessionStorage.removeItem(PAYER_KEY);
  } catch {
    // Nothing kept.
  }
}

/** The contracts' payer rules (the API applies the same ones), as the error summary's list in field order. */
function payerErrors(payer: InitializePaymentRequest): FieldError[] {
  const problems = validatePayer(payer);
  return FIELDS.flatMap(({ name }) => {
    const message = problems[name];
    return message ? [{ fieldId: fieldIdOf(name), message }] : [];
  });
}

/** Collects the payer's details, then hands the browser to Paystack (or the sandbox checkout in test mode). */
export function PaymentPage() {
  const payment = usePaymentConfig();
  const [payer, setPayer] = useState<InitializePaymentRequest>(rememberedPayer);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = payerErrors(payer);
    setErrors(problems);
    setFailure(undefined);
    if (problems.length > 0) return;
    setSubmitting(true);
    try {
      const started = await fetchApi(ENDPOINTS.payment.initialize, { body: payer });
      rememberPayer(payer);
      window.location.assign(started.authorization_url);
    } catch (error) {
      // A refusal the API names by a payer field goes under that field, as the browser's own checks do.
      const refused = fieldErrorsOfFailure(error).flatMap(({ field, message }) => {
        const known = FIELDS.find(({ name }) => name === field);
        return known ? [{ fieldId: fieldIdOf(known.name), message }] : [];
      });
      setErrors(refused);
      if (refused.length === 0) setFailure(errorMessage(error));
      setSubmitting(false);
    }
  }

  const errorOf = (name: PayerField) => errors.find((error) => error.fieldId === fieldIdOf(name))?.message;
  return (
    // The payer's details kept from an attempt are shown by the app: the page's inline script wakes it at once then.
    <section
      id="first-section"
      className="icast-container adm-page"
      aria-labelledby="payment-heading"
      data-wake-if-stored={`session ${PAYER_KEY}`}
    >
      <h1 id="payment-heading">Buy the application form</h1>
      <NeedsJavaScript task="Paying for the form" />
      <div className="adm-two-columns">
        <form className="adm-panel" onSubmit={(event) => void submit(event)} noValidate aria-label="Payer details">
          <ErrorSummary errors={errors} />
          <p>Enter the parent or guardian's details. The receipt and the forms will carry this name.</p>
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              id={fieldIdOf(field.name)}
              name={field.name}
              label={field.label}
              type={field.type}
              autoComplete={field.autoComplete}
              hint={field.hint}
              required
              value={payer[field.name]}
              error={errorOf(field.name)}
              onChange={(event) => setPayer({ ...payer, [field.name]: event.target.value })}
            />
          ))}
          {failure && (
            <Alert tone="error" title="We could not start the payment">
              {failure}
            </Alert>
          )}
          <Button type="submit" variant="accent" disabled={submitting || payment.state !== 'ready'}>
            {submitting ? 'Opening secure checkout…' : 'Pay'}
          </Button>
        </form>
        <aside className="adm-panel adm-panel--quiet" aria-label="What you are paying for">
          <FeeSummary payment={payment} />
          <p className="adm-small">
            After paying you can download the application form straight away, or apply online. Lost the page? Use{' '}
            <Link to="/download_form">Download forms</Link> with your payment reference.
          </p>
        </aside>
      </div>
    </section>
  );
}
