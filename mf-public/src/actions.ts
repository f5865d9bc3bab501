import { replace, type ActionFunctionArgs } from 'react-router-dom';
import { fetchApi, postedFormRefused, postedText, type PostedForm } from '@icast/api-client';
import { FORM_SENT_QUERY } from '@icast/content';
import {
  PHONE_INPUT_MAX,
  CONTACT_LIMITS,
  ENDPOINTS,
  NEWSLETTER_SECTIONS,
  newsletterInterestsOf,
  PRIVACY_NOTICE_FIELD,
  PRIVACY_NOTICE_VERSION_MAX_DIGITS,
  type ContactRequest,
} from '@icast/contracts';
import { sendFailureText } from './components/sendFailure';

/**
 * The forms of this remote's pages as a browser without script sends them (a plain form post the document server
 * hands to the route): the same API call the page makes with script. Through, the visitor is sent on to the page
 * with its thank-you (so a refresh sends nothing twice); refused, the page is drawn again with each problem at its
 * field and everything typed kept.
 */

export type { PostedForm };

export const CONTACT_FIELDS: ReadonlyArray<keyof ContactRequest> = ['name', 'email', 'tel', 'subject', 'message'];

/** The privacy notice version the page showed (its hidden field), when it had one. */
function noticeVersionOf(form: FormData): { privacyNoticeVersion?: string } {
  const version = postedText(form, PRIVACY_NOTICE_FIELD, PRIVACY_NOTICE_VERSION_MAX_DIGITS + 1);
  return version ? { privacyNoticeVersion: version } : {};
}

export async function contactAction({ request }: ActionFunctionArgs): Promise<PostedForm<ContactRequest> | Response> {
  const form = await request.formData();
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((name) => [name, postedText(form, name, CONTACT_LIMITS[name])]),
  ) as unknown as ContactRequest;
  try {
    await fetchApi(ENDPOINTS.contact.send, { body: { ...values, ...noticeVersionOf(form) } });
  } catch (error) {
    return postedFormRefused(values, error, sendFailureText);
  }
  return replace(`/contacts?${FORM_SENT_QUERY.contact}=1`);
}

export const NEWSLETTER_EMAIL_LIMIT = 254;

/** The box's fields as posted: the phone and the SMS consent are optional. */
export interface NewsletterValues {
  email: string;
  phone: string;
  smsConsent: string;
  campus: string;
  sections: string[];
}

export async function newsletterAction({
  request,
}: ActionFunctionArgs): Promise<PostedForm<NewsletterValues> | Response> {
  const form = await request.formData();
  const values = {
    email: postedText(form, 'email', NEWSLETTER_EMAIL_LIMIT),
    phone: postedText(form, 'phone', PHONE_INPUT_MAX),
    smsConsent: form.get('smsConsent') === 'yes' ? 'yes' : '',
    campus: postedText(form, 'campus', 20),
    sections: form
      .getAll('sections')
      .slice(0, NEWSLETTER_SECTIONS.length)
      .map((value) => String(value).slice(0, 20)),
  };
  const sms = values.phone ? { phone: values.phone, smsConsent: values.smsConsent === 'yes' } : {};
  const interests = newsletterInterestsOf(values.campus, values.sections);
  try {
    await fetchApi(ENDPOINTS.newsletter.subscribe, {
      body: { email: values.email, ...sms, ...interests, ...noticeVersionOf(form) },
    });
  } catch (error) {
    return postedFormRefused(values, error, sendFailureText);
  }
  return replace(`/?${FORM_SENT_QUERY.newsletter}=1#newsletter-heading`);
}
