/**
 * Admissions wire shapes (payment, application form, portal) shared by mf-admissions and the API.
 * The application fields are listed once here so the browser and the server apply the same rules.
 */
import { EMAIL_PATTERN, normalisePhoneNumber } from './people';

/** POST /api/payment/initialize */
export interface InitializePaymentRequest {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

export interface InitializePaymentResponse {
  reference: string;
  authorization_url: string;
  testMode: boolean;
}

/** POST /api/payment/paystack_verify */
export interface VerifyPaymentResponse {
  success: boolean;
  data: {
    first_name: string;
    last_name: string;
    email: string;
    reference: string;
    amount: number;
    amountKobo: number;
    currency: 'NGN';
    status: string;
    paidAt?: string;
    expiresAt?: string;
  };
}

/** GET /api/form/portal-config */
export interface PortalConfig {
  baseUrl: string;
}

/** POST /api/form (201) */
export interface ApplicationSubmitted {
  reference: string;
  message: 'Form submitted successfully!';
}

export const APPLICATION_SECTIONS = [
  { id: 'A', title: "Child's details" },
  { id: 'B', title: "Father's details" },
  { id: 'C', title: "Mother's details" },
  { id: 'D', title: 'Contact, home and health' },
] as const;
export type ApplicationSectionId = (typeof APPLICATION_SECTIONS)[number]['id'];

export const SEX_VALUES = ['male', 'female'] as const;
export const INTELLIGENCE_RATINGS = ['excellent', 'good', 'average', 'belowAverage'] as const;

export type ApplicationFieldKind = 'text' | 'textarea' | 'date' | 'sex' | 'rating' | 'email' | 'phone';

export interface ApplicationField {
  name: string;
  label: string;
  section: ApplicationSectionId;
  kind: ApplicationFieldKind;
  required: boolean;
  maxLength: number;
  /** Shown under the field: what the answer is for. */
  hint?: string;
}

const field = (
  section: ApplicationSectionId,
  name: string,
  label: string,
  options: { required?: boolean; kind?: ApplicationFieldKind; maxLength?: number; hint?: string } = {},
): ApplicationField => ({
  section,
  name,
  label,
  kind: options.kind ?? 'text',
  required: options.required ?? false,
  maxLength: options.maxLength ?? (options.kind === 'textarea' ? 1000 : 100),
  ...(options.hint ? { hint: options.hint } : {}),
});

/** Every field of the application (docs/product.md#application-fields), in the order the form and the PDF show them. */
export const APPLICATION_FIELDS: readonly ApplicationField[] = [
  field('A', 'surname', 'Surname', { required: true }),
  field('A', 'firstname', 'First name', { required: true }),
  field('A', 'middlename', 'Middle name'),
  field('A', 'sex', 'Sex', { required: true, kind: 'sex', maxLength: 6 }),
  field('A', 'dob', 'Date of birth', { required: true, kind: 'date', maxLength: 10 }),
  field('A', 'state', 'State of origin', { required: true }),
  field('A', 'religion', 'Religion'),
  field('A', 'bloodGroup', 'Blood group', { maxLength: 10 }),
  field('A', 'genotype', 'Genotype', { maxLength: 10 }),
  field('A', 'previousSchool', 'Previous school', { maxLength: 200 }),
  field('B', 'fatherSurname', "Father's surname", { required: true }),
  field('B', 'fatherFirstname', "Father's first name", { required: true }),
  field('B', 'fatherMiddlename', "Father's middle name"),
  field('B', 'relationshipOfFather', 'Relationship to the child', { required: true }),
  field('B', 'officeAddressOfFather', 'Office address', { kind: 'textarea', maxLength: 300 }),
  field('B', 'homeAddressOfFather', 'Home address', { kind: 'textarea', maxLength: 300 }),
  field('C', 'motherSurname', "Mother's surname", { required: true }),
  field('C', 'motherFirstname', "Mother's first name", { required: true }),
  field('C', 'motherMiddlename', "Mother's middle name"),
  field('C', 'relationshipOfMother', 'Relationship to the child', { required: true }),
  field('C', 'officeAddressOfMother', 'Office address', { kind: 'textarea', maxLength: 300 }),
  field('C', 'homeAddressOfMother', 'Home address', { kind: 'textarea', maxLength: 300 }),
  field('D', 'parentEmail', "Parent's e-mail address", {
    kind: 'email',
    maxLength: 254,
    hint: 'We e-mail the application reference here, and each change of its status.',
  }),
  field('D', 'parentPhone', "Parent's phone number", {
    kind: 'phone',
    maxLength: 20,
    hint: 'For the school office to reach you about the application.',
  }),
  field('D', 'intelligenceRating', "How would you rate your child's learning?", { kind: 'rating', maxLength: 12 }),
  field('D', 'livingWith', 'Who does the child live with?', { maxLength: 200 }),
  field('D', 'separatedLiving', 'Are the parents separated? If so, please explain', {
    kind: 'textarea',
    maxLength: 500,
  }),
  field('D', 'healthChallenge', 'Does the child have any health challenge?', { kind: 'textarea', maxLength: 500 }),
  field('D', 'disabilityDetails', 'Any disability we should know about?', { kind: 'textarea', maxLength: 500 }),
  field('D', 'additionalInfo', 'Anything else you would like us to know', { kind: 'textarea', maxLength: 1000 }),
];

export const INTELLIGENCE_RATING_LABELS: Record<(typeof INTELLIGENCE_RATINGS)[number], string> = {
  excellent: 'Excellent',
  good: 'Good',
  average: 'Average',
  belowAverage: 'Below average',
};

/** The same rules the API applies; returns a message per field with a problem. */
export function validateApplicationField(definition: ApplicationField, raw: string | undefined, today = new Date()) {
  const value = (raw ?? '').trim();
  if (value === '') {
    if (!definition.required) return undefined;
    return definition.kind === 'sex' ? 'Select male or female' : `Enter ${definition.label.toLowerCase()}`;
  }
  if (value.length > definition.maxLength) {
    return `${definition.label} must be ${definition.maxLength} characters or fewer`;
  }
  if (definition.kind === 'sex' && !(SEX_VALUES as readonly string[]).includes(value)) return 'Select male or female';
  if (definition.kind === 'rating' && !(INTELLIGENCE_RATINGS as readonly string[]).includes(value)) {
    return 'Select one of the ratings';
  }
  if (definition.kind === 'email' && !EMAIL_PATTERN.test(value)) return 'Enter an e-mail address like name@example.com';
  if (definition.kind === 'phone' && !normalisePhoneNumber(value)) return 'Enter a phone number like 0803 123 4567';
  if (definition.kind === 'date' && !isRealPastDate(value, today)) {
    return 'Date of birth must be a real date in the past, like 2019-03-27';
  }
  return undefined;
}

/** YYYY-MM-DD that exists on the calendar (no 31 February) and lies before today. */
export function isRealPastDate(value: string, today = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  const sameDay = date.toISOString().slice(0, 10) === value;
  return sameDay && date.getTime() < today.getTime() && Number(match[1]) >= 1900;
}
