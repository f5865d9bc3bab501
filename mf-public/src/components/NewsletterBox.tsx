import { useState, type FormEvent } from 'react';
import { fetchApi, fieldErrorsOfFailure } from '@icast/api-client';
import { NEWSLETTER_SUBSCRIBE_ANSWER } from '@icast/content';
import {
  ENDPOINTS,
  NEWSLETTER_CAMPUSES,
  NEWSLETTER_SECTIONS,
  newsletterInterestsOf,
  PRIVACY_NOTICE_FIELD,
} from '@icast/contracts';
import { PrivacyNoticeLine, usePrivacyNoticeVersion } from '@icast/ui';
import type { NewsletterValues, PostedForm } from '../actions';
import { sendFailureText } from './sendFailure';

/** The fields the API names when it refuses one; the note describes that field and marks it. */
const FIELDS = ['email', 'phone', 'smsConsent', 'campus', 'sections'] as const;
type Field = (typeof FIELDS)[number];
/** `at`: the API refused this field itself, so it is marked and described by the note. */
type Outcome = { tone: 'success' | 'error'; text: string; at?: Field } | undefined;

const refusedField = (problems: ReadonlyArray<{ field: string; message: string }>) =>
  problems.find((problem) => (FIELDS as readonly string[]).includes(problem.field));

/** What the form said when a browser without script posted it: refused (`posted`), or through (`subscribed`). */
function outcomeOfPost(posted: PostedForm<NewsletterValues> | undefined, subscribed: boolean): Outcome {
  const refused = posted && refusedField(posted.errors);
  if (refused) return { tone: 'error', text: refused.message, at: refused.field as Field };
  const staleNotice = posted?.errors.find((problem) => problem.field === PRIVACY_NOTICE_FIELD);
  if (staleNotice) return { tone: 'error', text: staleNotice.message };
  if (posted) return { tone: 'error', text: posted.failure ?? posted.errors[0]?.message ?? '' };
  return subscribed ? { tone: 'success', text: NEWSLETTER_SUBSCRIBE_ANSWER } : undefined;
}

/**
 * The newsletter sign-up. With script it sends the address itself; without, the form posts to the home page's
 * action (newsletterAction, `/?index` names the home route rather than the frame), whose result comes back here.
 */
export function NewsletterBox({
  posted,
  subscribed = false,
  privacyNoticeVersion,
}: {
  posted?: PostedForm<NewsletterValues>;
  subscribed?: boolean;
  /** The privacy notice version the page's loader read, sent with the address. */
  privacyNoticeVersion?: number;
}) {
  const noticeVersion = usePrivacyNoticeVersion(privacyNoticeVersion);
  const [email, setEmail] = useState(posted?.values.email ?? '');
  const [phone, setPhone] = useState(posted?.values.phone ?? '');
  const [smsConsent, setSmsConsent] = useState(posted?.values.smsConsent === 'yes');
  const [campus, setCampus] = useState(posted?.values.campus ?? '');
  const [sections, setSections] = useState<string[]>(posted?.values.sections ?? []);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(() => outcomeOfPost(posted, subscribed));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const response = await fetchApi(ENDPOINTS.newsletter.subscribe, {
        body: {
          email,
          ...(phone.trim() ? { phone, smsConsent } : {}),
          ...newsletterInterestsOf(campus, sections),
          ...(noticeVersion !== undefined ? { privacyNoticeVersion: noticeVersion } : {}),
        },
      });
      setOutcome({ tone: 'success', text: response.message });
      setEmail('');
      setPhone('');
      setSmsConsent(false);
      setCampus('');
      setSections([]);
    } catch (error) {
      const refused = refusedField(fieldErrorsOfFailure(error));
      setOutcome(
        refused
          ? { tone: 'error', text: refused.message, at: refused.field as Field }
          : { tone: 'error', text: sendFailureText(error) },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="pub-newsletter" aria-labelledby="newsletter-heading">
      <div className="icast-container pub-newsletter__inner">
        <div>
          <h2 id="newsletter-heading">Stay in touch</h2>
          <p>
            Term dates, events and school news, straight to your inbox. We first e-mail you a link to confirm, and every
            newsletter has a one-click unsubscribe.
          </p>
        </div>
        <form method="post" action="/?index" onSubmit={(event) => void submit(event)} className="pub-newsletter__form">
          <label htmlFor="newsletter-email" className="icast-visually-hidden">
            E-mail address
          </label>
          <input
            id="newsletter-email"
            name="email"
            type="email"
            required
            maxLength={254}
            placeholder="Your e-mail address"
            autoComplete="email"
            value={email}
            aria-invalid={outcome?.at === 'email' || undefined}
            aria-describedby={outcome?.at === 'email' ? 'newsletter-note' : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className="icast-button icast-button--accent" disabled={busy}>
            {busy ? 'Subscribing...' : 'Subscribe'}
          </button>
          <div className="pub-newsletter__sms">
            <label htmlFor="newsletter-phone">Mobile number, for a text if the school has to close (optional)</label>
            <input
              id="newsletter-phone"
              name="phone"
              type="tel"
              maxLength={40}
              autoComplete="tel"
              inputMode="tel"
              value={phone}
              aria-invalid={outcome?.at === 'phone' || undefined}
              aria-describedby={outcome?.at === 'phone' ? 'newsletter-note' : undefined}
              onChange={(event) => setPhone(event.target.value)}
            />
            <label className="pub-newsletter__consent">
              <input
                type="checkbox"
                name="smsConsent"
                value="yes"
                checked={smsConsent}
                aria-invalid={outcome?.at === 'smsConsent' || undefined}
                aria-describedby={outcome?.at === 'smsConsent' ? 'newsletter-note' : undefined}
                onChange={(event) => setSmsConsent(event.target.checked)}
              />{' '}
              Text me school closure alerts at this number (nothing else; unsubscribing removes it)
            </label>
          </div>
          <fieldset className="pub-newsletter__lists">
            <legend>Which news would you like? (optional: leave these and you get it all)</legend>
            <label htmlFor="newsletter-campus">Campus</label>
            <select
              id="newsletter-campus"
              name="campus"
              value={campus}
              aria-invalid={outcome?.at === 'campus' || undefined}
              aria-describedby={outcome?.at === 'campus' ? 'newsletter-note' : undefined}
              onChange={(event) => setCampus(event.target.value)}
            >
              <option value="">Both campuses</option>
              {NEWSLETTER_CAMPUSES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
            <div className="pub-newsletter__sections" role="group" aria-label="Sections">
              {NEWSLETTER_SECTIONS.map((section) => (
                <label key={section.value} className="pub-newsletter__consent">
                  <input
                    type="checkbox"
                    name="sections"
                    value={section.value}
                    checked={sections.includes(section.value)}
                    onChange={(event) =>
                      setSections(
                        event.target.checked
                          ? [...sections, section.value]
                          : sections.filter((value) => value !== section.value),
                      )
                    }
                  />{' '}
                  {section.label}
                </label>
              ))}
            </div>
          </fieldset>
          <p
            id="newsletter-note"
            role={outcome?.tone === 'error' ? 'alert' : 'status'}
            className={`pub-form-note pub-form-note--${outcome?.tone ?? 'none'}`}
          >
            {outcome?.text}
          </p>
          <PrivacyNoticeLine form="newsletter" version={noticeVersion} />
        </form>
      </div>
    </section>
  );
}
