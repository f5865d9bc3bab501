/**
 * Admissions wire shapes (payment, application form, portal) shared by mf-admissions and the API.
 * The application fields are listed once here so the browser and the server apply the same rules.
 */
import {
  ATTENDANCE_CHOICES,
  BLOOD_GROUPS,
  BOARDING_CLASSES,
  CAMPUSES,
  type Choice,
  choiceLabel,
  CLASSES_APPLIED_FOR,
  GENOTYPES,
  NIGERIAN_STATES,
  startTermChoices,
  startTermLabel,
} from './admission-choices';
import type { ApplicationStatusValue } from './application-status';
import type { DocumentKind } from './documents';
import { isEmailAddress, normalisePhoneNumber } from '../platform/people';
import { PAYMENT_REFERENCE_PATTERN } from '../payments/types';

/** GET form/paid-forms/:reference: a paid form's reference that can still download its forms. */
export interface PaidFormAccess {
  reference: string;
  /** The end of the form's validity. */
  expiresAt: string;
}

/** GET /api/form/portal-config */
export interface PortalConfig {
  baseUrl: string;
}

/** POST /api/form (201) */
export interface ApplicationSubmitted {
  reference: string;
  /** The parent's page for this application only, shown once (the e-mailed link opens all of the family's). */
  parentLink: string;
  message: 'Form submitted successfully!';
}

export const APPLICATION_SECTIONS = [
  { id: 'A', title: 'Place applied for' },
  { id: 'B', title: "Child's details" },
  { id: 'C', title: "Father's details" },
  { id: 'D', title: "Mother's details" },
  { id: 'E', title: 'Contact, home and health' },
] as const;
export type ApplicationSectionId = (typeof APPLICATION_SECTIONS)[number]['id'];

export const SEX_VALUES = ['male', 'female'] as const;
export const INTELLIGENCE_RATINGS = ['excellent', 'good', 'average', 'belowAverage'] as const;

/** `choice` answers one of `choices`; `term` one of startTermChoices(today, academicYear); `formReference` a paid form's reference. */
export type ApplicationFieldKind =
  | 'text'
  | 'textarea'
  | 'date'
  | 'sex'
  | 'rating'
  | 'email'
  | 'phone'
  | 'choice'
  | 'term'
  | 'formReference';

export interface ApplicationField {
  name: string;
  label: string;
  section: ApplicationSectionId;
  kind: ApplicationFieldKind;
  required: boolean;
  maxLength: number;
  /** Shown under the field: what the answer is for. */
  hint?: string;
  /** The answers a `choice` field accepts. */
  choices?: readonly Choice[];
}

type FieldOptions = {
  required?: boolean;
  kind?: ApplicationFieldKind;
  maxLength?: number;
  hint?: string;
  choices?: readonly Choice[];
};

const field = (
  section: ApplicationSectionId,
  name: string,
  label: string,
  options: FieldOptions = {},
): ApplicationField => ({
  section,
  name,
  label,
  kind: options.choices ? 'choice' : (options.kind ?? 'text'),
  required: options.required ?? false,
  maxLength: options.maxLength ?? (options.kind === 'textarea' ? 1000 : 100),
  ...(options.hint ? { hint: options.hint } : {}),
  ...(options.choices ? { choices: options.choices } : {}),
});

/** Every field of the application (docs/product.md#application-fields), in the order the form and the PDF show them. */
export const APPLICATION_FIELDS: readonly ApplicationField[] = [
  field('A', 'classAppliedFor', 'Class applied for', { required: true, choices: CLASSES_APPLIED_FOR }),
  field('A', 'campus', 'Campus', { required: true, choices: CAMPUSES }),
  field('A', 'attendance', 'Day or boarding', {
    required: true,
    choices: ATTENDANCE_CHOICES,
    hint: 'The hostel takes pupils from Primary 1 to SS3.',
  }),
  field('A', 'startTerm', 'Preferred start term', { required: true, kind: 'term' }),
  field('A', 'formReference', 'Paid application form reference', {
    kind: 'formReference',
    maxLength: 40,
    hint: 'If you paid for the application form, the reference on its receipt, like ICAST-PAY-M5X2K9-1A2B3C4D.',
  }),
  field('B', 'surname', 'Surname', { required: true }),
  field('B', 'firstname', 'First name', { required: true }),
  field('B', 'middlename', 'Middle name'),
  field('B', 'sex', 'Sex', { required: true, kind: 'sex', maxLength: 6 }),
  field('B', 'dob', 'Date of birth', { required: true, kind: 'date', maxLength: 10 }),
  field('B', 'state', 'State of origin', { required: true, choices: NIGERIAN_STATES }),
  field('B', 'religion', 'Religion'),
  field('B', 'bloodGroup', 'Blood group', { maxLength: 10, choices: BLOOD_GROUPS }),
  field('B', 'genotype', 'Genotype', { maxLength: 10, choices: GENOTYPES }),
  field('B', 'previousSchool', 'Previous school', { maxLength: 200 }),
  field('C', 'fatherSurname', "Father's surname", { required: true }),
  field('C', 'fatherFirstname', "Father's first name", { required: true }),
  field('C', 'fatherMiddlename', "Father's middle name"),
  field('C', 'relationshipOfFather', 'Relationship to the child', { required: true }),
  field('C', 'officeAddressOfFather', 'Office address', { kind: 'textarea', maxLength: 300 }),
  field('C', 'homeAddressOfFather', 'Home address', { kind: 'textarea', maxLength: 300 }),
  field('D', 'motherSurname', "Mother's surname", { required: true }),
  field('D', 'motherFirstname', "Mother's first name", { required: true }),
  field('D', 'motherMiddlename', "Mother's middle name"),
  field('D', 'relationshipOfMother', 'Relationship to the child', { required: true }),
  field('D', 'officeAddressOfMother', 'Office address', { kind: 'textarea', maxLength: 300 }),
  field('D', 'homeAddressOfMother', 'Home address', { kind: 'textarea', maxLength: 300 }),
  field('E', 'parentEmail', "Parent's e-mail address", {
    required: true,
    kind: 'email',
    maxLength: 254,
    hint: 'We e-mail the application reference here, and each change of its status.',
  }),
  field('E', 'parentPhone', "Parent's phone number", {
    required: true,
    kind: 'phone',
    maxLength: 20,
    hint: 'For the school office to reach you about the application.',
  }),
  field('E', 'intelligenceRating', "How would you rate your child's learning?", { kind: 'rating', maxLength: 12 }),
  field('E', 'livingWith', 'Who does the child live with?', { maxLength: 200 }),
  field('E', 'separatedLiving', 'Are the parents separated? If so, please explain', {
    kind: 'textarea',
    maxLength: 500,
  }),
  field('E', 'healthChallenge', 'Does the child have any health challenge?', { kind: 'textarea', maxLength: 500 }),
  field('E', 'disabilityDetails', 'Any disability we should know about?', { kind: 'textarea', maxLength: 500 }),
  field('E', 'additionalInfo', 'Anything else you would like us to know', { kind: 'textarea', maxLength: 1000 }),
];

/**
 * The health answers (sensitive data): asked, sent and stored only when the parent ticks that they agree
 * (`healthConsent`); the API drops any that arrive without it.
 */
export const HEALTH_ANSWER_FIELDS = ['bloodGroup', 'genotype', 'healthChallenge', 'disabilityDetails'] as const;
export const HEALTH_CONSENT_FIELD = 'healthConsent';
export const HEALTH_CONSENT_INVALID = 'healthConsent must be true or false';

/** The consent tick box as a form sends it: `true`/`"true"`/`"on"` given, absent/`false`/`"false"`/`""` not; else null. */
export function healthConsentOf(value: unknown): boolean | null {
  if (value === undefined || value === null || value === false || value === '' || value === 'false') return false;
  if (value === true || value === 'true' || value === 'on') return true;
  return null;
}

/** The parent's answer to the health consent, stored with the application. */
export interface HealthConsent {
  given: boolean;
  /** ISO time the school received the application. */
  at: string;
}

type IntelligenceRating = (typeof INTELLIGENCE_RATINGS)[number];

export const INTELLIGENCE_RATING_LABELS: Record<IntelligenceRating, string> = {
  excellent: 'Excellent',
  good: 'Good',
  average: 'Average',
  belowAverage: 'Below average',
};

/** An answer as people read it: choices and terms by their labels, the date of birth as 27 March 2019. */
export function answerText(definition: ApplicationField, raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (!value) return '';
  if (definition.kind === 'sex') return value === 'male' ? 'Male' : value === 'female' ? 'Female' : value;
  if (definition.kind === 'rating') return INTELLIGENCE_RATING_LABELS[value as IntelligenceRating] ?? value;
  if (definition.choices) return choiceLabel(definition.choices, value);
  if (definition.kind === 'term') return startTermLabel(value);
  if (definition.kind === 'date' && isRealPastDate(value, new Date(8.64e15))) {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
  }
  return value;
}

/**
 * The same rules the API applies; returns a message per field with a problem. `academicYear`: the session the site
 * admits for (the site settings' value), which decides the start terms on offer.
 */
export function validateApplicationField(
  definition: ApplicationField,
  raw: string | undefined,
  today = new Date(),
  academicYear?: string,
) {
  const value = (raw ?? '').trim();
  if (value === '') {
    if (!definition.required) return undefined;
    if (definition.kind === 'sex') return 'Select male or female';
    const verb = definition.choices || definition.kind === 'term' ? 'Select' : 'Enter';
    return `${verb} ${definition.label.toLowerCase()}`;
  }
  if (value.length > definition.maxLength) {
    return `${definition.label} must be ${definition.maxLength} characters or fewer`;
  }
  if (definition.kind === 'sex' && !(SEX_VALUES as readonly string[]).includes(value)) return 'Select male or female';
  if (definition.kind === 'rating' && !(INTELLIGENCE_RATINGS as readonly string[]).includes(value)) {
    return 'Select one of the ratings';
  }
  if (definition.kind === 'email' && !isEmailAddress(value)) return 'Enter an e-mail address like name@example.com';
  if (definition.kind === 'phone' && !normalisePhoneNumber(value)) return 'Enter a phone number like 0803 123 4567';
  if (definition.kind === 'date' && !isRealPastDate(value, today)) {
    return 'Date of birth must be a real date in the past, like 27 3 2019';
  }
  if (definition.choices && !definition.choices.some((choice) => choice.value === value)) {
    return `Select ${definition.label.toLowerCase()} from the list`;
  }
  if (definition.kind === 'term' && !startTermChoices(today, academicYear).some((choice) => choice.value === value)) {
    return 'Select one of the start terms listed';
  }
  if (definition.kind === 'formReference' && !PAYMENT_REFERENCE_PATTERN.test(value.toUpperCase())) {
    return 'Enter the reference on the receipt, like ICAST-PAY-M5X2K9-1A2B3C4D, or leave it blank';
  }
  return undefined;
}

/** Rules across answers: boarding only for the classes the hostel takes. */
function crossFieldProblem(name: string, answers: Record<string, string | undefined>): string | undefined {
  if (name === 'attendance' && answers.attendance === 'boarding' && answers.classAppliedFor) {
    if (!BOARDING_CLASSES.includes(answers.classAppliedFor)) {
      return 'The hostel takes pupils from Primary 1 to SS3: choose Day for this class';
    }
  }
  return undefined;
}

/** Every field's problem (undefined when fine): each field's own rule, then the rules across fields. */
export function validateApplication(
  answers: Record<string, string | undefined>,
  today = new Date(),
  academicYear?: string,
): Record<string, string | undefined> {
  return Object.fromEntries(
    APPLICATION_FIELDS.map((definition) => [
      definition.name,
      validateApplicationField(definition, answers[definition.name], today, academicYear) ??
        crossFieldProblem(definition.name, answers),
    ]),
  );
}

/** YYYY-MM-DD that exists on the calendar (no 31 February) and lies before today. */
export function isRealPastDate(value: string, today = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  const sameDay = date.toISOString().slice(0, 10) === value;
  return sameDay && date.getTime() < today.getTime() && Number(match[1]) >= 1900;
}

/** A paid form's reference given again (409): the form admits one application (one child). */
export const PAID_FORM_ALREADY_USED =
  'formReference: This paid form has already been used for an application. One form admits one child: buy another ' +
  'form on the Admission page for this application, or leave the reference blank and the school office will help.';

/** A family route for an application merged into another (410): the family's page shows it as merged, nothing more. */
export const MERGED_FOR_FAMILY =
  'This application was joined with another application for the same child: nothing more is needed for it.';

/** POST /api/parent/link: a fresh sign-in link for the applications made with this e-mail. */
export interface ParentLinkRequest {
  email: string;
}

/** POST /api/parent/session: the token from a parent's link, exchanged for a sign-in cookie. */
export interface ParentSignInRequest {
  token: string;
}

export interface ParentSession {
  /** `email`: every application made with this e-mail; `reference`: only the one just submitted. */
  scope: 'email' | 'reference';
  expiresAt: string;
}

/** One change of status as the parent sees it: the outcome and when, never staff's notes or names. */
export interface ParentStatusChange {
  status: ApplicationStatusValue;
  at: string;
}

/** GET /api/parent/applications: one child's application on the parent's page. */
export interface ParentApplicationView {
  reference: string;
  childName: string;
  /** The place applied for, as people read it ("Primary 3, Elebu, Day"). */
  placeAppliedFor: string;
  status: ApplicationStatusValue;
  submittedAt: string;
  timeline: ParentStatusChange[];
  /** What the school still needs from the family, in words; empty when nothing. */
  stillMissing: string[];
  /** The documents the class applied for requires (requiredDocumentKinds); the page lists those not sent yet. */
  requiredDocuments: DocumentKind[];
}

/**
 * What "Apply for another child" copies from the family's last application: the parents and how to reach them.
 * Nothing of the child (sections A and B, health, the child's home life, the rating) is copied.
 */
export const FAMILY_ANSWER_FIELDS: readonly string[] = [
  ...APPLICATION_FIELDS.filter((field) => field.section === 'C' || field.section === 'D').map((field) => field.name),
  'parentEmail',
  'parentPhone',
];

/** GET /api/parent/family-answers: the parents' answers of the family's newest application, for a sibling's form. */
export interface FamilyAnswers {
  answers: Record<string, string>;
  /** The application they were copied from; absent when the family has none to copy. */
  from?: string;
}

/** Where a parent's link points: the token travels in the fragment, so it never reaches a server log. */
export const PARENT_PAGE_PATH = '/my-applications';
