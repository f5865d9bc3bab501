import { Fragment, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage, fetchApi, fieldErrorsOfFailure, NetworkError } from '@icast/api-client';
import {
  APPLICANT_CONTACT_FIELDS,
  APPLICATION_FIELDS,
  APPLICATION_SECTIONS,
  ENDPOINTS,
  ENQUIRY_PARAM,
  HEALTH_CONSENT_FIELD,
  type ApplicationSectionId,
} from '@icast/contracts';
import { useSiteContent } from '@icast/site-content';
import {
  Alert,
  Button,
  ErrorSummary,
  PrivacyNoticeLine,
  buttonClassName,
  usePrivacyNoticeVersion,
  type FieldError,
} from '@icast/ui';
import { HealthConsentBox } from './HealthConsentBox';
import { CheckAnswers } from './CheckAnswers';
import { clearDraft, DRAFT_KEY, EMPTY_DRAFT, isView, loadDraft, saveDraft, type ApplicationDraft } from './draft';
import { FieldInput } from './FieldInput';
import { SectionNav } from './SectionNav';
import {
  fieldId,
  fieldsOf,
  firstSectionWithErrors,
  FIRST_HEALTH_FIELD,
  healthConsentGiven,
  sectionErrors,
  shownFieldsOf,
  submittableAnswers,
  withoutHealthAnswers,
  type ApplicationView,
} from './sections';

type Submission =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'failed'; message: string; offline: boolean }
  | { state: 'done'; reference: string; parentLink: string; emailedTo?: string };

const SAVED_ANNOUNCE_DELAY_MS = 700;
const LAST_SECTION = APPLICATION_SECTIONS[APPLICATION_SECTIONS.length - 1]?.id;
/** The address names the open section (`?section=B`), so each section is a history entry of its own. */
const SECTION_PARAM = 'section';
/** `?family=last`: opened by "Apply for another child" on the family page, so the parents' answers come filled in. */
export const FAMILY_ANSWERS_PARAM = 'family';

/** The answers given fill only the fields still empty: a sibling's draft already under way keeps what was typed. */
function withFamilyAnswers(draft: ApplicationDraft, given: Record<string, string>): ApplicationDraft {
  const missing = Object.entries(given).filter(([name]) => !draft.answers[name]);
  return missing.length === 0 ? draft : { ...draft, answers: { ...draft.answers, ...Object.fromEntries(missing) } };
}

/**
 * What the API refused by field that the browser could not know (a paid form's reference no payment has), as the
 * section to open and its problems in words at their fields; undefined for any other failure.
 */
function refusedFields(error: unknown): { section: ApplicationSectionId; errors: FieldError[] } | undefined {
  const problems = fieldErrorsOfFailure(error);
  const messageOf = (name: string) => problems.find((problem) => problem.field === name)?.message;
  const first = APPLICATION_FIELDS.find((field) => messageOf(field.name));
  if (!first) return undefined;
  const errors = fieldsOf(first.section).flatMap((field) => {
    const message = messageOf(field.name);
    return message ? [{ fieldId: fieldId(field.name), message }] : [];
  });
  return { section: first.section, errors };
}

/** Sections A-E (docs/product.md#the-online-application) with a side list, per-section Next, check your answers, autosave in the browser. */
export function ApplicationForm() {
  // The first render is the empty form, as the server drew it; the draft kept in this browser comes right after.
  const [draft, setDraft] = useState<ApplicationDraft>(EMPTY_DRAFT);
  const [draftRead, setDraftRead] = useState(false);
  // The problems shown, with the section they belong to: going elsewhere (Next, the side list, Back) hides them.
  const [shownErrors, setErrors] = useState<{ view: ApplicationView; errors: FieldError[] }>();
  const [saveStatus, setSaveStatus] = useState('');
  const [submission, setSubmission] = useState<Submission>({ state: 'idle' });
  const [familyNotice, setFamilyNotice] = useState<{ tone: 'success' | 'warning'; text: string }>();
  const { settings } = useSiteContent();
  const heading = useRef<HTMLHeadingElement>(null);
  const [params, setParams] = useSearchParams();
  const requested = params.get(SECTION_PARAM);
  // The address wins (Back and Forward change it); without one, the section the draft was left on.
  const view: ApplicationView = isView(requested) ? requested : draft.view;
  const lastSaved = useRef({ draft, view });
  const errors = shownErrors?.view === view ? shownErrors.errors : [];
  const showView = (next: ApplicationView, options?: { replace: boolean }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(SECTION_PARAM, next);
        return updated;
      },
      { ...options, preventScrollReset: true },
    );

  // Opened without a section in the address: name the draft's, replacing the entry, so Back leaves the form as usual.
  useEffect(() => {
    if (draftRead && !isView(requested) && submission.state !== 'done') showView(draft.view, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the address loses its section, or the draft is read
  }, [requested, draftRead]);

  // The heading takes focus on each change of section (Next, the side list, Back), unless the error summary has it;
  // not when the kept draft opens its section after the first render.
  const shownView = useRef<ApplicationView>(undefined);
  useEffect(() => {
    if (!draftRead) return;
    const previous = shownView.current;
    shownView.current = view;
    if (previous === undefined || previous === view) return;
    if (errors.length === 0) requestAnimationFrame(() => heading.current?.focus());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the view is the reason
  }, [view, draftRead]);

  // Saved at once on every change, with the section on screen (where a reload or a later visit returns); "Saved" is
  // announced only once typing pauses, so screen readers are not flooded.
  useEffect(() => {
    const last = lastSaved.current;
    if (!draftRead || (draft === last.draft && view === last.view) || submission.state === 'done') return;
    lastSaved.current = { draft, view };
    const stored = saveDraft({ ...draft, view });
    const timer = setTimeout(
      () => setSaveStatus(stored ? 'Saved' : 'Not saved: this browser does not allow storage'),
      SAVED_ANNOUNCE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [draft, view, submission.state, draftRead]);

  // The draft kept in this browser, which the server's first render cannot read; the autosave above waits for it.
  useEffect(() => {
    const kept = loadDraft();
    lastSaved.current = { draft: kept, view: isView(requested) ? requested : kept.view };
    /* eslint-disable react-hooks/set-state-in-effect -- the draft is in this browser's storage, read after hydration */
    setDraft(kept);
    setDraftRead(true);
    /* eslint-enable react-hooks/set-state-in-effect */
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first render's address
  }, []);

  // "Apply for another child": the parents' answers of the family's last application, read with the family's
  // session (the server decides whose); or the link staff sent from an enquiry: its class, campus and contacts.
  // Either fills only the fields still empty.
  const forSibling = params.get(FAMILY_ANSWERS_PARAM) !== null;
  const enquiryToken = params.get(ENQUIRY_PARAM);
  useEffect(() => {
    if (!draftRead || (!forSibling && !enquiryToken)) return;
    let active = true;
    const given = enquiryToken
      ? fetchApi(ENDPOINTS.enquiries.answers, { body: { token: enquiryToken } })
      : fetchApi(ENDPOINTS.parentAccess.familyAnswers);
    given.then(
      ({ answers }) => {
        if (!active) return;
        setDraft((current) => withFamilyAnswers(current, answers));
        setFamilyNotice({
          tone: 'success',
          text: enquiryToken
            ? 'We filled in the class, campus and contacts from your enquiry. Check them as you go.'
            : "We filled in the parents' details and contacts from your last application. Check them as you go; " +
              "the child's sections are empty for you to fill in.",
        });
      },
      (error: unknown) =>
        active &&
        setFamilyNotice({
          tone: 'warning',
          text: enquiryToken
            ? errorMessage(error)
            : "We could not fill in the parents' details: open your application page from our e-mail on this device " +
              'first, or fill them in here.',
        }),
    );
    return () => {
      active = false;
    };
  }, [draftRead, forSibling, enquiryToken]);

  function go(next: ApplicationView) {
    setErrors(undefined);
    // Also the draft's, for an address that later loses its section (the menu's link to this page).
    setDraft((current) => ({ ...current, view: next }));
    if (next !== view) showView(next);
    else requestAnimationFrame(() => heading.current?.focus());
  }

  const noticeVersion = usePrivacyNoticeVersion();
  /** Unticked, the health answers typed so far leave the draft too: nothing is kept that will not be sent. */
  const setHealthConsent = (given: boolean) => {
    setSaveStatus('');
    setDraft((current) => ({
      ...current,
      answers: given ? { ...current.answers, [HEALTH_CONSENT_FIELD]: 'true' } : withoutHealthAnswers(current.answers),
    }));
  };
  const setAnswer = (name: string, value: string) => {
    setSaveStatus('');
    setDraft((current) => ({ ...current, answers: { ...current.answers, [name]: value } }));
  };

  function next(section: ApplicationSectionId) {
    const problems = sectionErrors(section, draft.answers, settings.academicYear);
    setDraft((current) => ({
      ...current,
      attempted: current.attempted.includes(section) ? current.attempted : [...current.attempted, section],
    }));
    if (problems.length > 0) {
      setErrors({ view: section, errors: problems });
      return;
    }
    const index = APPLICATION_SECTIONS.findIndex((candidate) => candidate.id === section);
    go(APPLICATION_SECTIONS[index + 1]?.id ?? 'check');
  }

  async function submit() {
    const broken = firstSectionWithErrors(draft.answers, settings.academicYear);
    if (broken) {
      setDraft((current) => ({
        ...current,
        view: broken,
        attempted: APPLICATION_SECTIONS.map((section) => section.id),
      }));
      setErrors({ view: broken, errors: sectionErrors(broken, draft.answers, settings.academicYear) });
      showView(broken);
      return;
    }
    setSubmission({ state: 'sending' });
    try {
      const answers = submittableAnswers(draft.answers);
      const result = await fetchApi(ENDPOINTS.applications.submit, {
        body: { ...answers, ...(noticeVersion !== undefined ? { privacyNoticeVersion: String(noticeVersion) } : {}) },
      });
      clearDraft();
      setSubmission({
        state: 'done',
        reference: result.reference,
        parentLink: result.parentLink,
        emailedTo: answers[APPLICANT_CONTACT_FIELDS.email],
      });
    } catch (error) {
      const refused = refusedFields(error);
      if (refused) {
        // Shown in words at the answer to change, as the browser's own checks are; nothing typed is lost.
        setSubmission({ state: 'idle' });
        setErrors({ view: refused.section, errors: refused.errors });
        setDraft((current) => ({ ...current, view: refused.section }));
        showView(refused.section);
        return;
      }
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
    // A draft kept in this browser is shown by the app: the page's inline script wakes it at once when there is one.
    // Opened to be filled in (a sibling, an enquiry's link), the app comes as soon as the form is on screen.
    <div
      className="adm-application"
      data-wake-if-stored={`local ${DRAFT_KEY}`}
      data-wake-when-seen={forSibling || enquiryToken ? '' : undefined}
    >
      <SectionNav view={view} draft={draft} onSelect={go} academicYear={settings.academicYear} />
      <div className="adm-panel adm-application__main">
        <p className="adm-saved" role="status" aria-live="polite" data-testid="autosave-status">
          {saveStatus}
        </p>
        {familyNotice && (
          <div data-testid="family-answers-notice">
            <Alert tone={familyNotice.tone}>{familyNotice.text}</Alert>
          </div>
        )}
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
              <Fragment key={field.name}>
                {field.name === FIRST_HEALTH_FIELD && (
                  <HealthConsentBox given={healthConsentGiven(draft.answers)} onChange={setHealthConsent} />
                )}
                {shownFieldsOf(section.id, draft.answers).includes(field) && (
                  <FieldInput
                    field={field}
                    value={draft.answers[field.name] ?? ''}
                    error={currentErrors(field.name)}
                    onChange={(value) => setAnswer(field.name, value)}
                    academicYear={settings.academicYear}
                  />
                )}
              </Fragment>
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
            <PrivacyNoticeLine form="application" version={noticeVersion} />
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
