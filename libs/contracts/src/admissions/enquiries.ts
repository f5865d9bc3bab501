import { CAMPUSES, type Choice } from './admission-choices';
import { TOUR_CLASS_CHOICES } from './bookings';
import type { ApiFieldError } from '../platform/field-problems';
import { EMAIL_MAX_LENGTH, isEmailAddress, normalisePhoneNumber, PHONE_INPUT_MAX } from '../platform/people';

/** How a family heard of the school: the choices the enquiry form offers, and "Other" with a few words. */
export const ENQUIRY_SOURCES: readonly Choice[] = [
  { value: 'friend', label: 'A friend or family member' },
  { value: 'search', label: 'Searching online' },
  { value: 'social', label: 'Social media' },
  { value: 'signboard', label: 'A signboard, flyer or radio' },
  { value: 'event', label: 'A school event or open day' },
  { value: 'other', label: 'Other' },
];

export const ENQUIRY_LIMITS = { name: 100, sourceOther: 100, childAgeMax: 19 } as const;

/** POST /api/enquiries: a family's first contact, before any application. Phone or e-mail, or both. */
export interface EnquiryRequest {
  parentName: string;
  /** The child's age in years, when the family gives it instead of (or with) a class. */
  childAge?: string;
  classOfInterest?: string;
  campus: string;
  source: string;
  sourceOther?: string;
  email?: string;
  phone?: string;
  privacyNoticeVersion?: number | string;
}

/** An enquiry as the form's answers were checked: trimmed, the phone in international form, the age a number. */
export interface CheckedEnquiry {
  parentName: string;
  childAge?: number;
  classOfInterest?: string;
  campus: string;
  source: string;
  sourceOther?: string;
  email?: string;
  phone?: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const isChoice = (choices: readonly Choice[], value: string) => choices.some((choice) => choice.value === value);

/**
 * The enquiry's problems by field, as the browser and the API both check it (each value's length bounded before
 * anything reads it), or the checked enquiry.
 */
export function checkEnquiry(body: Record<string, unknown>): { enquiry: CheckedEnquiry } | { errors: ApiFieldError[] } {
  const errors: ApiFieldError[] = [];
  const problem = (field: string, message: string) => errors.push({ field, message });
  const parentName = text(body.parentName);
  if (!parentName) problem('parentName', 'Enter your name');
  else if (parentName.length > ENQUIRY_LIMITS.name)
    problem('parentName', `Your name must be at most ${ENQUIRY_LIMITS.name} characters`);

  const childAge = text(body.childAge);
  const classOfInterest = text(body.classOfInterest);
  let age: number | undefined;
  if (childAge) {
    age = childAge.length <= 2 && /^\d+$/.test(childAge) ? Number(childAge) : NaN;
    if (!(age >= 1 && age <= ENQUIRY_LIMITS.childAgeMax))
      problem('childAge', `Enter the child's age in years, from 1 to ${ENQUIRY_LIMITS.childAgeMax}`);
  }
  if (classOfInterest && !isChoice(TOUR_CLASS_CHOICES, classOfInterest)) problem('classOfInterest', 'Select a class');
  if (!childAge && !classOfInterest) problem('classOfInterest', "Select a class, or give the child's age");

  const campus = text(body.campus);
  if (!isChoice(CAMPUSES, campus)) problem('campus', 'Select a campus');

  const source = text(body.source);
  const sourceOther = text(body.sourceOther);
  if (!isChoice(ENQUIRY_SOURCES, source)) problem('source', 'Select how you heard of the school');
  else if (source === 'other' && !sourceOther) problem('sourceOther', 'Tell us how you heard of the school');
  if (sourceOther.length > ENQUIRY_LIMITS.sourceOther)
    problem('sourceOther', `Write at most ${ENQUIRY_LIMITS.sourceOther} characters`);

  const email = text(body.email);
  const phone = text(body.phone);
  if (email && (email.length > EMAIL_MAX_LENGTH || !isEmailAddress(email)))
    problem('email', 'Enter an e-mail address like name@example.com');
  const normalised = phone && phone.length <= PHONE_INPUT_MAX ? normalisePhoneNumber(phone) : undefined;
  if (phone && !normalised) problem('phone', 'Enter a phone number like 0803 123 4567');
  if (!email && !phone) problem('email', 'Give an e-mail address or a phone number, so we can reply');

  if (errors.length > 0) return { errors };
  return {
    enquiry: {
      parentName,
      ...(age !== undefined ? { childAge: age } : {}),
      ...(classOfInterest ? { classOfInterest } : {}),
      campus,
      source,
      ...(source === 'other' ? { sourceOther } : {}),
      ...(email ? { email: email.toLowerCase() } : {}),
      ...(normalised ? { phone: normalised } : {}),
    },
  };
}

/** The school's answer to an enquiry sent. */
export interface EnquiryReceived {
  reference: string;
  message: string;
}

/** An enquiry as admissions staff see it in the dashboard. */
export interface StaffEnquiry extends CheckedEnquiry {
  reference: string;
  createdAt: string;
  /** When staff sent the family the link to the pre-filled application form. */
  invitedAt?: string;
  /** The application the family made from it (recognised by its e-mail or phone). */
  applicationReference?: string;
}

/** GET form/admin/enquiries: filters, each optional. */
export interface EnquiryListQuery {
  campus?: string;
  classOfInterest?: string;
  source?: string;
  /** `open`: no application yet; `applied`: an application came from it. */
  state?: 'open' | 'applied';
  page?: number;
  pageSize?: number;
}

/** POST form/admin/enquiries/:reference/convert: the link sent to the family (and shown, for staff to open it). */
export interface EnquiryConversion {
  link: string;
  /** Where the link went: `email`, `sms`, or nowhere when the family gave neither (staff start the form themselves). */
  sentTo: Array<'email' | 'sms'>;
}

/** POST enquiries/answers: what the link from an enquiry fills in on the application form. */
export interface EnquiryAnswersRequest {
  token: string;
}
export interface EnquiryAnswers {
  answers: Record<string, string>;
  enquiry: string;
}

/** `?enquiry=<token>` on the application form: the link staff send from an enquiry. */
export const ENQUIRY_PARAM = 'enquiry';

/** From first contact to a place accepted: each stage counts families that reached it in the season. */
export const FUNNEL_STAGES = ['enquiries', 'tours', 'applications', 'offers', 'accepted'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];
export type FunnelCounts = Record<FunnelStage, number>;

/** The funnel is split by the class of interest (or applied for), the campus, and how the family heard of the school. */
export const FUNNEL_DIMENSIONS = ['class', 'campus', 'source'] as const;
export type FunnelDimension = (typeof FUNNEL_DIMENSIONS)[number];

/** A source for what came without an enquiry (a tour or an application by a family that never sent one). */
export const NO_ENQUIRY_SOURCE = { value: 'none', label: 'No enquiry' } as const;

export interface FunnelRow {
  key: string;
  label: string;
  current: FunnelCounts;
  previous: FunnelCounts;
}

/** GET form/admin/admissions-funnel: this season against last, in total and by each dimension. */
export interface AdmissionsFunnel {
  season: string;
  previousSeason: string;
  total: { current: FunnelCounts; previous: FunnelCounts };
  by: Record<FunnelDimension, FunnelRow[]>;
  /** When the figures were counted (they are counted behind the answers, at most once a minute). */
  asOf: string;
}
