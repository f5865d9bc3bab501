import { replace, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import {
  errorMessage,
  fetchApi,
  postedFormRefused,
  postedText,
  settle,
  type LoadState,
  type PostedForm,
} from '@icast/api-client';
import {
  APPLICATION_REFERENCE_INPUT_MAX,
  type DocumentChecklist,
  ENDPOINTS,
  PRIVACY_NOTICE_FIELD,
  PRIVACY_NOTICE_VERSION_MAX_DIGITS,
  validateApplicationStatusQuery,
  type ApplicationStatusLookup,
  type ApplicationStatusQuery,
  type ApplicationStatusQueryField,
  type OpenSlot,
  type SitePageView,
} from '@icast/contracts';
import { DEFAULT_PORTAL_BASE_URL, PORTAL_NO_MATCH_MESSAGE, portalUrl } from '@icast/content';
import { joinDateParts } from './application/DateInput';
import { ENQUIRY_FIELDS, type EnquiryPosted, type EnquiryValues } from './enquiries/EnquiryForm';

/** `?enquiry-sent=<reference>` on the admission page: the enquiry went through (the form post's thank-you). */
export const ENQUIRY_SENT_PARAM = 'enquiry-sent';

/**
 * The data of this remote's public pages and the forms a browser without script posts to them: loaded by React
 * Router before the page is drawn (on the server for the first page, written into it once; in the browser for later
 * navigations), and the routes' actions the document server hands a plain form post to.
 */

/** The admission page's words as staff saved them (/admission). */
export interface AdmissionPageData {
  page: LoadState<SitePageView>;
}

export async function admissionPageLoader({ request }: LoaderFunctionArgs): Promise<AdmissionPageData> {
  return {
    page: await settle(fetchApi(ENDPOINTS.sitePages.read, { params: { key: 'admission' }, signal: request.signal })),
  };
}

/** The portal provider's address (the API's config; the provider's usual address when the API cannot say). */
async function portalBaseUrl(signal?: AbortSignal): Promise<string> {
  return fetchApi(ENDPOINTS.portal.config, { signal }).then(
    (config) => config.baseUrl,
    () => DEFAULT_PORTAL_BASE_URL,
  );
}

export interface PortalData {
  baseUrl: string;
}

export async function portalLoader({ request }: LoaderFunctionArgs): Promise<PortalData> {
  return { baseUrl: await portalBaseUrl(request.signal) };
}

export interface PortalChoice {
  campus?: string;
  level?: string;
  role?: string;
}

/** The portal picker as posted: the choices, and the portal's sign-in address or why none matches. */
export interface PortalPosted extends PostedForm<PortalChoice> {
  target?: string;
}

/**
 * The portal picker posted: the page again with a link to the chosen portal's sign-in, or saying no portal matches.
 * Not a redirect: the page's Content-Security-Policy (`form-action 'self'`) stops a form's redirect to another site,
 * and the provider's address is the API's to configure, so the policy cannot name it in advance.
 */
export async function portalAction({ request }: ActionFunctionArgs): Promise<PortalPosted> {
  const form = await request.formData();
  const choice: PortalChoice = {};
  for (const key of ['campus', 'level', 'role'] as const) {
    const value = postedText(form, key, 40);
    if (value) choice[key] = value;
  }
  const target = portalUrl(await portalBaseUrl(request.signal), choice);
  return target
    ? { values: choice, errors: [], target }
    : { values: choice, errors: [], failure: PORTAL_NO_MATCH_MESSAGE };
}

export interface TourSlotsData {
  slots: LoadState<OpenSlot[]>;
}

/** The /application page: the documents each class asks for, as the school set them (the same list families upload). */
export interface DocumentChecklistData {
  checklist: LoadState<DocumentChecklist>;
}

export async function documentChecklistLoader({ request }: LoaderFunctionArgs): Promise<DocumentChecklistData> {
  return { checklist: await settle(fetchApi(ENDPOINTS.documents.checklist, { signal: request.signal })) };
}

export async function tourSlotsLoader({ request }: LoaderFunctionArgs): Promise<TourSlotsData> {
  return {
    slots: await settle(fetchApi(ENDPOINTS.bookings.openSlots, { query: { kind: 'tour' }, signal: request.signal })),
  };
}

/** The status lookup as posted: the problems by field, or the status, or why it could not be asked. */
export interface StatusLookupPosted {
  query: ApplicationStatusQuery;
  problems: Partial<Record<ApplicationStatusQueryField, string>>;
  result?: ApplicationStatusLookup;
  failure?: string;
}

/**
 * The status lookup posted: answered with the page showing the status (a lookup changes nothing, so asking again on
 * a refresh is harmless), never sent on to an address carrying the child's date of birth.
 */
export async function statusLookupAction({ request }: ActionFunctionArgs): Promise<StatusLookupPosted> {
  const form = await request.formData();
  const query: ApplicationStatusQuery = {
    reference: postedText(form, 'reference', APPLICATION_REFERENCE_INPUT_MAX),
    dob: joinDateParts({
      day: postedText(form, 'dob-day', 2),
      month: postedText(form, 'dob-month', 2),
      year: postedText(form, 'dob-year', 4),
    }),
  };
  const problems = validateApplicationStatusQuery(query);
  if (Object.keys(problems).length > 0) return { query, problems };
  try {
    return {
      query,
      problems,
      result: await fetchApi(ENDPOINTS.applications.status, { body: query, signal: request.signal }),
    };
  } catch (error) {
    return { query, problems, failure: errorMessage(error) };
  }
}

/** The enquiry's hidden privacy notice version, cut to what a version can be. */
const ENQUIRY_FIELD_MAX = 300;

/**
 * The enquiry posted without script: the same API call as with script. Through, the family is sent on to the page
 * with its thank-you (a refresh sends nothing twice); refused, the page is drawn again with each problem at its field
 * and everything typed kept.
 */
export async function enquiryAction({ request }: ActionFunctionArgs): Promise<EnquiryPosted | Response> {
  const form = await request.formData();
  const values = Object.fromEntries(
    ENQUIRY_FIELDS.map((name) => [name, postedText(form, name, ENQUIRY_FIELD_MAX)]),
  ) as unknown as EnquiryValues;
  // The admission page has no loader (its fee is drawn from the page's own copy at once), so its form carries no
  // version without script: the notice line it showed is the current one, read here as the post arrives.
  const version =
    postedText(form, PRIVACY_NOTICE_FIELD, PRIVACY_NOTICE_VERSION_MAX_DIGITS + 1) ||
    (await fetchApi(ENDPOINTS.privacyNotice.current, { signal: request.signal }).then(
      (notice) => String(notice.version),
      () => '',
    ));
  try {
    const answer = await fetchApi(ENDPOINTS.enquiries.submit, {
      body: { ...values, ...(version ? { privacyNoticeVersion: version } : {}) },
      signal: request.signal,
    });
    return replace(`/admission?${ENQUIRY_SENT_PARAM}=${encodeURIComponent(answer.reference)}#enquiry`);
  } catch (error) {
    return postedFormRefused(values, error, errorMessage);
  }
}
