import {
  APPLICATION_FIELDS,
  APPLICATION_SECTIONS,
  type ApplicationField,
  type ApplicationSectionId,
  validateApplication,
} from '@icast/contracts';
import type { FieldError } from '@icast/ui';

/** What the application page shows: one section's questions, or the check-your-answers page. */
export type ApplicationView = ApplicationSectionId | 'check';

export type SectionState = 'not-started' | 'in-progress' | 'complete' | 'has-errors';

export const SECTION_STATE_LABELS: Record<SectionState, string> = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  complete: 'Complete',
  'has-errors': 'Has errors',
};

export const fieldId = (name: string) => `field-${name}`;

export const fieldsOf = (section: ApplicationSectionId): ApplicationField[] =>
  APPLICATION_FIELDS.filter((field) => field.section === section);

/** `academicYear`: the session the site admits for (the site settings'), which decides the start terms offered. */
export function sectionErrors(
  section: ApplicationSectionId,
  answers: Record<string, string>,
  academicYear?: string,
): FieldError[] {
  const problems = validateApplication(answers, new Date(), academicYear);
  return fieldsOf(section).flatMap((field) => {
    const message = problems[field.name];
    return message ? [{ fieldId: fieldId(field.name), message }] : [];
  });
}

export function sectionState(
  section: ApplicationSectionId,
  answers: Record<string, string>,
  attempted: readonly ApplicationSectionId[],
  academicYear?: string,
): SectionState {
  const errors = sectionErrors(section, answers, academicYear);
  const started = fieldsOf(section).some((field) => (answers[field.name] ?? '').trim() !== '');
  if (attempted.includes(section)) return errors.length > 0 ? 'has-errors' : 'complete';
  if (!started) return 'not-started';
  return 'in-progress';
}

export const firstSectionWithErrors = (answers: Record<string, string>, academicYear?: string) =>
  APPLICATION_SECTIONS.find((section) => sectionErrors(section.id, answers, academicYear).length > 0)?.id;

/** The answers to send: trimmed, blank optional answers left out. */
export function submittableAnswers(answers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    APPLICATION_FIELDS.map((field) => [field.name, (answers[field.name] ?? '').trim()] as const).filter(
      ([, value]) => value !== '',
    ),
  );
}
