import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, fetchApi, NetworkError } from '@icast/api-client';
import { APPLICANT_CONTACT_FIELDS, APPLICATION_SECTIONS, ENDPOINTS, type ApplicationSectionId } from '@icast/contracts';
import { Alert, Button, ErrorSummary, buttonClassName, type FieldError } from '@icast/ui';
import { CheckAnswers } from './CheckAnswers';
import { clearDraft, EMPTY_DRAFT, loadDraft, saveDraft, type ApplicationDraft } from './draft';
import { FieldInput } from './FieldInput';
import { SectionNav } from './SectionNav';
import { fieldsOf, firstSectionWithErrors, sectionErrors, submittableAnswers, type ApplicationView } from './sections';

type Submission =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'failed'; message: string; offline: boolean }
  | { state: 'done'; reference: string; parentLink: string; emailedTo?: string };

const SAVED_ANNOUNCE_DELAY_MS = 700;
const LAST_SECTION = APPLICATION_SECTIONS[APPLICATION_SECTIONS.length - 1]?.id;

/** Sections A-E (docs/product.md#the-online-application) with a side list, per-section Next, check your answers, autosave in the browser. */
export function ApplicationForm() {
  // The first render is the empty form, as the server drew it; the draft kept in this browser comes right after.
  const [draft, setDraft] = useState<ApplicationDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [saveStatus, setSaveStatus] = useState('');
  const [submission, setSubmission] = useState<Submission>({ state: 'idle' });
  const heading = useRef<HTMLHeadingElement>(null);
  const lastSaved = useRef(draft);
  const view = draft.view;
  const setView = (next: ApplicationView) => setDraft((current) => ({ ...current, view: next }));

  // Saved at once on every change; "Saved" is announced only once typing pauses, so screen readers are not flooded.
  useEffect(() => {
    if (draft === lastSaved.current || submission.state === 'done') return;
    lastSaved.current = draft;
    const stored = saveDraft(draft);
    const timer = setTimeout(
      () => setSaveStatus(stored ? 'Saved' : 'Not saved: this browser does not allow storage'),
      SAVED_ANNOUNCE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [draft, submission.state]);

  // After the autosave effect, so the empty first render is never written over the kept draft.
  useEffect(() => {
    const kept = loadDraft();
    lastSaved.current = kept;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the draft is in this browser's storage, which the server's first render cannot read
    setDraft(kept);
  }, []);

  function go(next: ApplicationView) {
    setErrors([]);
    setView(next);
    requestAnimationFrame(() => heading.current?.focus());
  }

  const setAnswer = (name: string, value: string) => {
    setSaveStatus('');
    setDraft((current) => ({ ...current, answers: { ...current.answers, [name]: value } }));
  };

  function next(section: ApplicationSectionId) {
    const problems = sectionErrors(section, draft.answers);
    setDraft((current) => ({
      ...current,
      attempted: current.attempted.includes(section) ? current.attempted : [...current.attempted, section],
    }));
    if (problems.length > 0) {
      setErrors(problems);
      return;
    }
    const index = APPLICATION_SECTIONS.findIndex((candidate) => candidate.id === section);
    go(APPLICATION_SECTIONS[index + 1]?.id ?? 'check');
  }

  async function submit() {
    const broken = firstSectionWithErrors(draft.answers);
    if (broken) {
      setDraft((current) => ({ ...current, attempted: APPLICATION_SECTIONS.map((section) => section.id) }));
      setView(broken);
      setErrors(sectionErrors(broken, draft.answers));
      return;
    }
    setSubmission({ state: 'sending' });
    try {
      const answers = submittableAnswers(draft.answers);
      const result = await fetchApi(ENDPOINTS.applications.submit, { body: answers });
      clearDraft();
      setSubmission({
        state: 'done',
        reference: result.reference,
        parentLink: result.parentLink,
        emailedTo: answers[APPLICANT_CONTACT_FIELDS.email],
      });
    } catch (error) {
      setSubmission({
        state: 'failed',
        message: errorMessage(error),
        offline: error instanceof NetworkError,
      });
    }
  }

  if (submission.state === 'done') return <Submitted {...submission} />;

  const currentErrors = (name: string) => errors.find((error) => error.fieldId === `field-${name}`)?.message;
  const section = APPLICATION_SECTIONS.find((candidate) => candidate.id === view);
  return (
    <div className="adm-application">
      <SectionNav view={view} draft={draft} onSelect={go} />
      <div className="adm-panel adm-application__main">
        <p className="adm-saved" role="status" aria-live="polite" data-testid="autosave-status">
          {saveStatus}
        </p>
        {section ? (
          <form
            noValidate
            aria-labelledby="section-heading"
            onSubmit={(event) => {
              event.preventDefault();
              next(section.id);
            }}
          >
            <ErrorSummary errors={errors} />
            <h2 id="section-heading" tabIndex={-1} ref={heading}>
              Section {section.id}: {section.title}
            </h2>
            {fieldsOf(section.id).map((field) => (
              <FieldInput
                key={field.name}
                field={field}
                value={draft.answers[field.name] ?? ''}
                error={currentErrors(field.name)}
                onChange={(value) => setAnswer(field.name, value)}
              />
            ))}
            <Button type="submit">{section.id === LAST_SECTION ? 'Next: check your answers' : 'Next'}</Button>
          </form>
        ) : (
          <>
            <h2 id="section-heading" tabIndex={-1} ref={heading}>
              Check your answers before submitting
            </h2>
            <CheckAnswers answers={draft.answers} onChange={go} />
            {submission.state === 'failed' && (
              <Alert tone="error" title="Your application was not sent">
                <p>
                  {submission.offline
                    ? 'We could not reach the school server. Your answers are kept on this device.'
                    : submission.message}
                </p>
              </Alert>
            )}
            <Button variant="accent" onClick={() => void submit()} disabled={submission.state === 'sending'}>
              {submission.state === 'sending'
                ? 'Submitting…'
                : submission.state === 'failed'
                  ? 'Retry'
                  : 'Submit application'}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

function Submitted({
  reference,
  parentLink,
  emailedTo,
}: {
  reference: string;
  parentLink: string;
  emailedTo?: string;
}) {
  return (
    <div className="adm-panel adm-center">
      <p className="adm-success-mark" aria-hidden="true">
        ✓
      </p>
      <h2>Form submitted successfully!</h2>
      <p>Your application reference is</p>
      <p className="adm-reference" data-testid="application-reference">
        {reference}
      </p>
      <p>
        Write it down or take a screenshot. You can check the progress of your application at any time on the
        Application page with this reference.
      </p>
      {emailedTo && (
        <p>
          We are also e-mailing it to <strong>{emailedTo}</strong>, and will write there when the status changes.
        </p>
      )}
      <p className="adm-actions">
        <Link className={buttonClassName('primary')} to={`/application?reference=${encodeURIComponent(reference)}`}>
          Track my application
        </Link>
      </p>
      <p>
        Your own page for this application, where you will see each decision, opens without a password from this link
        for 7 days (we show it only now; the e-mail has one for all your children&apos;s applications):{' '}
        <Link to={`${new URL(parentLink).pathname}${new URL(parentLink).hash}`}>open my application page</Link>.
      </p>
    </div>
  );
}
