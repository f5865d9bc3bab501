import { academicYearOn, academicYearStart, lagosCalendar, SESSION_START_MONTH } from './academic-year';

/**
 * The lists an application chooses from (class, campus, day or boarding, start term, state of origin, blood group,
 * genotype), written once so the form, the API, the staff pages and the CSV export agree.
 */

export interface Choice {
  value: string;
  label: string;
}

/** Every class the school admits into, youngest first (libs/content sections: daycare to senior secondary). */
export const CLASSES_APPLIED_FOR = [
  { value: 'creche', label: 'Creche (6 to 18 months)' },
  { value: 'toddlers', label: 'Toddlers' },
  { value: 'preschool', label: 'Preschool' },
  { value: 'nursery1', label: 'Nursery 1' },
  { value: 'nursery2', label: 'Nursery 2' },
  ...[1, 2, 3, 4, 5, 6].map((year) => ({ value: `primary${year}`, label: `Primary ${year}` })),
  ...[1, 2, 3].map((year) => ({ value: `jss${year}`, label: `JSS${year}` })),
  ...[1, 2, 3].map((year) => ({ value: `ss${year}`, label: `SS${year}` })),
] as const satisfies readonly Choice[];

/** The hostel takes primary pupils and JSS1 to SS3 (libs/content hostel intake). */
export const BOARDING_CLASSES: readonly string[] = CLASSES_APPLIED_FOR.map((entry) => entry.value).filter((value) =>
  /^(primary|jss|ss)\d$/.test(value),
);

export const CAMPUSES = [
  { value: 'elebu', label: 'Elebu' },
  { value: 'elewura', label: 'Elewura' },
] as const satisfies readonly Choice[];

export const ATTENDANCE_CHOICES = [
  { value: 'day', label: 'Day' },
  { value: 'boarding', label: 'Boarding' },
] as const satisfies readonly Choice[];

export const NIGERIAN_STATES: readonly Choice[] = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
  'Federal Capital Territory',
].map((name) => ({ value: name, label: name }));

export const BLOOD_GROUPS: readonly Choice[] = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'].map((group) => ({
  value: group,
  label: group,
}));

export const GENOTYPES: readonly Choice[] = ['AA', 'AS', 'AC', 'SS', 'SC', 'CC'].map((genotype) => ({
  value: genotype,
  label: genotype,
}));

const TERM_NAMES = ['First term', 'Second term', 'Third term'] as const;
/** Month (0-based) each term starts: September, January, April. */
const TERM_START_MONTHS = [SESSION_START_MONTH, 0, 3] as const;
/** At least the running term and the next three, so a family can plan a year ahead at any time. */
const TERMS_OFFERED = 4;
/** A year set far ahead by mistake never turns the question into a long list. */
const MOST_TERMS_OFFERED = 9;

/** The term running on a date (Lagos time), as the school year's first calendar year and the term number (1-3). */
function termOn(date: Date): { year: number; term: number } {
  const { year, month } = lagosCalendar(date);
  if (month >= TERM_START_MONTHS[0]) return { year, term: 1 };
  if (month >= TERM_START_MONTHS[2]) return { year: year - 1, term: 3 };
  return { year: year - 1, term: 2 };
}

/**
 * The terms a parent may ask to start in: the one running today, then each later one up to the third term of the
 * academic year the site admits for (`academicYear`, docs/decisions/admissions.md), and never fewer than four, e.g.
 * `2025-1` for the first term of 2025/2026 (stored that way, shown as "First term 2025/2026").
 */
export function startTermChoices(today = new Date(), academicYear = academicYearOn(today)): Choice[] {
  let { year, term } = termOn(today);
  const lastYear = academicYearStart(academicYear);
  const choices: Choice[] = [];
  while (choices.length < MOST_TERMS_OFFERED && (choices.length < TERMS_OFFERED || year <= lastYear)) {
    choices.push({ value: `${year}-${term}`, label: `${TERM_NAMES[term - 1]} ${year}/${year + 1}` });
    term = (term % 3) + 1;
    if (term === 1) year += 1;
  }
  return choices;
}

/** The label of a stored term value even once it lies in the past (staff pages, the CSV export). */
export function startTermLabel(value: string): string {
  const match = /^(\d{4})-([123])$/.exec(value);
  if (!match) return value;
  const year = Number(match[1]);
  return `${TERM_NAMES[Number(match[2]) - 1]} ${year}/${year + 1}`;
}

/** The label of any stored choice value, or the value itself (answers given before a list existed). */
export function choiceLabel(choices: readonly Choice[], value: string): string {
  return choices.find((choice) => choice.value === value)?.label ?? value;
}
