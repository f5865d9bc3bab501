import { useState, type FormEvent } from 'react';
import { useActionData, useLoaderData, useSearchParams } from 'react-router-dom';
import { fetchApi, fieldErrorsOfFailure } from '@icast/api-client';
import {
  CONTACT_LIMITS,
  ENDPOINTS,
  PRIVACY_NOTICE_FIELD,
  type ApiFieldError,
  type ContactRequest,
} from '@icast/contracts';
import { directionsUrl, useSiteContent } from '@icast/site-content';
import { CONTACT_THANKS_AFTER_POST, FORM_SENT_QUERY, SITE, whatsappHref } from '@icast/content';
import {
  Alert,
  ErrorSummary,
  PrivacyNoticeLine,
  TextArea,
  TextField,
  WhatsAppLink,
  usePrivacyNoticeVersion,
  type FieldError,
} from '@icast/ui';
import { ContactDetails } from '../components/ContactDetails';
import { CampusMap } from '../components/CampusMap';
import { sendFailureText } from '../components/sendFailure';
import { CONTACT_FIELDS, type PostedForm } from '../actions';
import { loadedNoticeVersion, type PrivacyNoticeData } from '../loaders';

type Outcome = { tone: 'success' | 'error'; text: string } | undefined;

const fieldIdOf = (name: keyof ContactRequest) => `contact-${name}`;
const notSent = (reason: string) => `Your message was not sent: ${reason}`;

/** The API's problems by field, placed at the fields of this form (by name, never by wording). */
function atFields(problems: readonly ApiFieldError[]): FieldError[] {
  return problems.flatMap(({ field: name, message }) =>
    (CONTACT_FIELDS as readonly string[]).includes(name)
      ? [{ fieldId: fieldIdOf(name as keyof ContactRequest), message }]
      : [],
  );
}

/**
 * /contacts. `?subject=` prefills the subject (the hostel page links here with "Hostel enquiry"). With script the
 * page sends the message itself; without, the form posts to the route's action (contactAction), which sends the
 * visitor on to `?sent=1` or draws the page again with the problems and what was typed.
 */
export function ContactsPage() {
  const { settings } = useSiteContent();
  const [params] = useSearchParams();
  const posted = useActionData<PostedForm<ContactRequest> | undefined>();
  const [form, setForm] = useState<ContactRequest>(
    posted?.values ?? {
      name: '',
      email: '',
      tel: '',
      subject: (params.get('subject') ?? '').slice(0, CONTACT_LIMITS.subject),
      message: '',
    },
  );
  const [busy, setBusy] = useState(false);
  const noticeVersion = usePrivacyNoticeVersion(
    loadedNoticeVersion(useLoaderData<PrivacyNoticeData | undefined>() ?? undefined),
  );
  const [outcome, setOutcome] = useState<Outcome>(() => {
    const staleNotice = posted?.errors.find((problem) => problem.field === PRIVACY_NOTICE_FIELD);
    if (staleNotice) return { tone: 'error', text: notSent(staleNotice.message) };
    if (posted?.failure) return { tone: 'error', text: notSent(posted.failure) };
    if (!posted && params.get(FORM_SENT_QUERY.contact) === '1')
      return { tone: 'success', text: CONTACT_THANKS_AFTER_POST };
    return undefined;
  });
  const [refused, setRefused] = useState<FieldError[]>(() => atFields(posted?.errors ?? []));
  const field = (name: keyof ContactRequest) => ({
    name,
    error: refused.find((problem) => problem.fieldId === fieldIdOf(name))?.message,
    value: form[name],
    required: true,
    maxLength: CONTACT_LIMITS[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(undefined);
    setRefused([]);
    try {
      const response = await fetchApi(ENDPOINTS.contact.send, {
        body: { ...form, ...(noticeVersion !== undefined ? { privacyNoticeVersion: noticeVersion } : {}) },
      });
      setOutcome({ tone: 'success', text: response.message });
      setForm({ name: '', email: '', tel: '', subject: '', message: '' });
    } catch (error) {
      // The typed text stays in the form so nothing has to be written twice; a problem the API names by field is
      // shown at that field.
      const problems = atFields(fieldErrorsOfFailure(error));
      setRefused(problems);
      if (problems.length === 0) setOutcome({ tone: 'error', text: notSent(sendFailureText(error)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="icast-container pub-page">
      <h1>Contact Us</h1>
      <div className="pub-split">
        <section aria-labelledby="details-heading">
          <h2 id="details-heading">Our details</h2>
          <ContactDetails />
          <WhatsAppLink
            href={whatsappHref(settings.whatsapp, `Hello ${SITE.fullName}, `)}
            className="icast-button pub-whatsapp"
          >
            Chat with us on WhatsApp ({settings.whatsapp})
          </WhatsAppLink>
        </section>
        <section aria-labelledby="form-heading">
          <h2 id="form-heading">Send us a message</h2>
          {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
          <ErrorSummary errors={refused} />
          <form method="post" action="/contacts" onSubmit={(event) => void submit(event)} className="pub-form">
            <TextField label="Your name" autoComplete="name" id="contact-name" {...field('name')} />
            <TextField
              label="E-mail"
              hint="We reply to this address, and send a note at once to say your message arrived."
              type="email"
              autoComplete="email"
              id="contact-email"
              {...field('email')}
            />
            <TextField label="Phone" type="tel" autoComplete="tel" id="contact-tel" {...field('tel')} />
            <TextField label="Subject" id="contact-subject" {...field('subject')} />
            <TextArea label="Message" id="contact-message" rows={6} {...field('message')} />
            <PrivacyNoticeLine form="contact" version={noticeVersion} />
            <button type="submit" className="icast-button icast-button--primary" disabled={busy}>
              {busy ? 'Sending...' : 'Send'}
            </button>
          </form>
        </section>
      </div>
      <section aria-labelledby="map-heading" className="pub-section">
        <h2 id="map-heading">Find our campuses</h2>
        <CampusMap />
        <ul className="pub-map-links">
          {settings.campuses.map((campus) => (
            <li key={campus.id}>
              <a href={directionsUrl(campus)}>Get directions to {campus.label}</a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
