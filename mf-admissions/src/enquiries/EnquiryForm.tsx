import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { fetchApi, fieldErrorsOfFailure, errorMessage } from '@icast/api-client';
import {
  type ApiFieldError,
  CAMPUSES,
  checkEnquiry,
  ENDPOINTS,
  ENQUIRY_SOURCES,
  type EnquiryRequest,
  TOUR_CLASS_CHOICES,
} from '@icast/contracts';
import {
  Alert,
  Button,
  buttonClassName,
  ErrorSummary,
  PrivacyNoticeLine,
  RadioGroup,
  SelectField,
  TextField,
  usePrivacyNoticeVersion,
  type FieldError,
} from '@icast/ui';

/** The enquiry's answers as typed (what a form post carries). */
export type EnquiryValues = Omit<Required<EnquiryRequest>, 'privacyNoticeVersion'>;

export const EMPTY_ENQUIRY: EnquiryValues = {
  parentName: '',
  childAge: '',
  classOfInterest: '',
  campus: '',
  source: '',
  sourceOther: '',
  email: '',
  phone: '',
};

export const ENQUIRY_FIELDS = Object.keys(EMPTY_ENQUIRY) as Array<keyof EnquiryValues>;
/** Where the form's problems point: each field's id. */
export const enquiryFieldId = (name: string) => `enquiry-${name}`;

/** What a form post of the enquiry came back with (enquiryAction): what was typed and its problems, or a failure. */
export interface EnquiryPosted {
  values: EnquiryValues;
  errors: readonly ApiFieldError[];
  failure?: string;
}

const atFields = (errors: readonly ApiFieldError[]): FieldError[] =>
  ENQUIRY_FIELDS.flatMap((name) => {
    const found = errors.find((error) => error.field === name);
    return found ? [{ fieldId: enquiryFieldId(name), message: found.message }] : [];
  });

/** What the tour form can take over from the enquiry just sent (router state: nothing of it in the address). */
export interface TourDetailsFromEnquiry {
  name: string;
  email: string;
  phone: string;
  classOfInterest: string;
}

const tourDetailsOf = (values: EnquiryValues): TourDetailsFromEnquiry => ({
  name: values.parentName.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  classOfInterest: values.classOfInterest,
});

/**
 * "Ask us a question first": a short enquiry before any application. Posts to the page's route action without
 * script (the same API call), and with script checks by the same rule as the API and answers in place.
 */
export function EnquiryForm({ posted, sentReference }: { posted?: EnquiryPosted; sentReference?: string }) {
  const [values, setValues] = useState<EnquiryValues>(posted?.values ?? EMPTY_ENQUIRY);
  const [errors, setErrors] = useState<FieldError[]>(() => atFields(posted?.errors ?? []));
  const [failure, setFailure] = useState(posted?.failure);
  const [sent, setSent] = useState<string | undefined>(sentReference);
  const [busy, setBusy] = useState(false);
  const noticeVersion = usePrivacyNoticeVersion();
  const set = (name: keyof EnquiryValues) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const errorOf = (name: keyof EnquiryValues) =>
    errors.find((error) => error.fieldId === enquiryFieldId(name))?.message;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const checked = checkEnquiry(values as unknown as Record<string, unknown>);
    if ('errors' in checked) {
      setErrors(atFields(checked.errors));
      return;
    }
    setErrors([]);
    setBusy(true);
    try {
      const answer = await fetchApi(ENDPOINTS.enquiries.submit, {
        body: { ...values, ...(noticeVersion !== undefined ? { privacyNoticeVersion: String(noticeVersion) } : {}) },
      });
      setSent(answer.reference);
    } catch (error) {
      const problems = fieldErrorsOfFailure(error);
      if (problems.length > 0) setErrors(atFields(problems));
      else setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="adm-panel" id="enquiry">
      <h2 id="enquiry-heading">Ask us first</h2>
      {sent ? (
        <Alert tone="success" title="Thank you: your enquiry has reached the admissions office">
          <p>
            Your reference is <strong data-testid="enquiry-reference">{sent}</strong>. We will reply within two working
            days. You can also book a tour of the school.
          </p>
          <p className="adm-actions">
            <Link className={buttonClassName('outline')} to="/book-a-tour" state={tourDetailsOf(values)}>
              Book a tour
            </Link>
          </p>
        </Alert>
      ) : (
        <form
          method="post"
          action="/admission#enquiry"
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-labelledby="enquiry-heading"
        >
          <p>Not ready to apply? Tell us about your child and we will call or write back.</p>
          <ErrorSummary errors={errors} />
          <TextField
            id={enquiryFieldId('parentName')}
            name="parentName"
            label="Your name"
            autoComplete="name"
            value={values.parentName}
            error={errorOf('parentName')}
            onChange={(event) => set('parentName')(event.target.value)}
          />
          <SelectField
            id={enquiryFieldId('classOfInterest')}
            name="classOfInterest"
            label="Class you are interested in"
            placeholder="Choose a class"
            options={TOUR_CLASS_CHOICES}
            value={values.classOfInterest}
            error={errorOf('classOfInterest')}
            onChange={(event) => set('classOfInterest')(event.target.value)}
          />
          <TextField
            id={enquiryFieldId('childAge')}
            name="childAge"
            label="Or your child's age in years (optional)"
            inputMode="numeric"
            maxLength={2}
            className="icast-input--short"
            value={values.childAge}
            error={errorOf('childAge')}
            onChange={(event) => set('childAge')(event.target.value)}
          />
          <RadioGroup
            id={enquiryFieldId('campus')}
            name="campus"
            legend="Campus"
            options={CAMPUSES}
            value={values.campus}
            error={errorOf('campus')}
            onChange={set('campus')}
            inline
          />
          <SelectField
            id={enquiryFieldId('source')}
            name="source"
            label="How did you hear of the school?"
            placeholder="Choose one"
            options={ENQUIRY_SOURCES}
            value={values.source}
            error={errorOf('source')}
            onChange={(event) => set('source')(event.target.value)}
          />
          <TextField
            id={enquiryFieldId('sourceOther')}
            name="sourceOther"
            label="If other, how? (optional)"
            maxLength={100}
            value={values.sourceOther}
            error={errorOf('sourceOther')}
            onChange={(event) => set('sourceOther')(event.target.value)}
          />
          <TextField
            id={enquiryFieldId('email')}
            name="email"
            type="email"
            label="E-mail address"
            hint="An e-mail address or a phone number, or both, so we can reply."
            autoComplete="email"
            inputMode="email"
            value={values.email}
            error={errorOf('email')}
            onChange={(event) => set('email')(event.target.value)}
          />
          <TextField
            id={enquiryFieldId('phone')}
            name="phone"
            type="tel"
            label="Phone number"
            autoComplete="tel"
            inputMode="tel"
            value={values.phone}
            error={errorOf('phone')}
            onChange={(event) => set('phone')(event.target.value)}
          />
          <PrivacyNoticeLine form="enquiry" version={noticeVersion} />
          {failure && <Alert tone="error">{failure}</Alert>}
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending…' : 'Send enquiry'}
          </Button>
        </form>
      )}
    </div>
  );
}
