import { isRealPastDate } from './application-form';

/**
 * Application references and the parent's status lookup (docs/product.md#reference-and-status-lookup).
 *
 * A reference is read out on the phone and copied from paper, so it uses digits and capitals that cannot be taken
 * for one another: no 0/O, 1/I/L, and no U (kept out of words). 12 of these 30 characters are 59 bits: at one
 * million applications a year and 300 guesses a minute, one address would need thousands of years to hit one.
 */
export const APPLICATION_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const APPLICATION_REFERENCE_GROUPS = 3;
export const APPLICATION_REFERENCE_GROUP_LENGTH = 4;

const CHARACTER = `[${APPLICATION_REFERENCE_ALPHABET}]`;
const GROUP = `${CHARACTER}{${APPLICATION_REFERENCE_GROUP_LENGTH}}`;

/**
 * ICAST-2025-7KQM-4XHP-9RTD, or the six-digit ICAST-2025-483920 given out before the longer references (still valid for the
 * applications that have one).
 */
export const APPLICATION_REFERENCE_PATTERN = new RegExp(
  `^ICAST-\\d{4}-(?:\\d{6}|${Array<string>(APPLICATION_REFERENCE_GROUPS).fill(GROUP).join('-')})$`,
);

export const APPLICATION_REFERENCE_EXAMPLE = 'ICAST-2025-7KQM-4XHP-9RTD';
export const APPLICATION_REFERENCE_INPUT_MAX = 60;

/** The reference for a year and its random characters (APPLICATION_REFERENCE_ALPHABET), grouped by four. */
export function formatApplicationReference(year: number | string, characters: string): string {
  const groups = characters.match(new RegExp(`.{1,${APPLICATION_REFERENCE_GROUP_LENGTH}}`, 'g')) ?? [];
  return `ICAST-${year}-${groups.join('-')}`;
}

/**
 * A reference as people type it: any case, spaces or no hyphens between the groups ("icast 2025 7kqm4xhp9rtd").
 * Returns the canonical form, or undefined when it cannot be a reference.
 */
export function normaliseApplicationReference(raw: string): string | undefined {
  // Generous for spaces and hyphens people add; a longer text is not a reference and is not read further.
  if (raw.length > APPLICATION_REFERENCE_INPUT_MAX) return undefined;
  const compact = raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const parts = /^ICAST(\d{4})([A-Z0-9]+)$/.exec(compact);
  if (!parts) return undefined;
  const [, year, rest] = parts as unknown as [string, string, string];
  const reference = /^\d{6}$/.test(rest) ? `ICAST-${year}-${rest}` : formatApplicationReference(year, rest);
  return APPLICATION_REFERENCE_PATTERN.test(reference) ? reference : undefined;
}

/** POST /api/form/status: the reference and a second fact only the family knows. */
export interface ApplicationStatusQuery {
  reference: string;
  /** The child's date of birth as given on the application, YYYY-MM-DD. */
  dob: string;
}
export type ApplicationStatusQueryField = keyof ApplicationStatusQuery;

/**
 * Wrong reference and wrong date of birth get this same answer (and the same 404), so the lookup says nothing
 * about which references exist.
 */
export const APPLICATION_LOOKUP_NOT_FOUND =
  'We could not find an application with that reference and date of birth. Check both and try again.';

/** One message per field with a problem; the status form shows them, the API answers 400 with them. */
export function validateApplicationStatusQuery(
  query: Partial<Record<ApplicationStatusQueryField, unknown>>,
  today = new Date(),
): Partial<Record<ApplicationStatusQueryField, string>> {
  const problems: Partial<Record<ApplicationStatusQueryField, string>> = {};
  const reference = typeof query.reference === 'string' ? query.reference.trim() : '';
  if (!reference) problems.reference = 'Enter your application reference';
  else if (!normaliseApplicationReference(reference)) {
    problems.reference = `Enter the reference as shown when you applied, like ${APPLICATION_REFERENCE_EXAMPLE}`;
  }
  const dob = typeof query.dob === 'string' ? query.dob.trim() : '';
  if (!dob) problems.dob = "Enter your child's date of birth";
  else if (!isRealPastDate(dob, today)) {
    problems.dob = "Enter your child's date of birth as a real date in the past, like 2019-03-27";
  }
  return problems;
}
