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

export function sectionErrors(section: ApplicationSectionId, answers: Record<string, string>): FieldError[] {
  const problems = validateApplication(answers);
  return fieldsOf(section).flatMap((field) => {
    const message = problems[field.name];
    return message ? [{ fieldId: fieldId(field.name), message }] : [];
  });
}

export function sectionState(
  section: ApplicationSectionId,
  answers: Record<string, string>,
  attempted: readonly ApplicationSectionId[],
): SectionState {
  const errors = sectionErrors(section, answers);
  const started = fieldsOf(section).some((field) => (answers[field.name] ?? '').trim() !== '');
  if (attempted.includes(section)) return errors.length > 0 ? 'has-errors' : 'complete';
  if (!started) return 'not-started';
  return 'in-progress';
}

export const firstSectionWithErrors = (answers: Record<string, string>) =>
  APPLICATION_SECTIONS.find((section) => sectionErrors(section.id, answers).length > 0)?.id;

/** The answers to send: trimmed, blank optional answers left out. */
export function submittableAnswers(answers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    APPLICATION_FIELDS.map((field) => [field.name, (answers[field.name] ?? '').trim()] as const).filter(
      ([, value]) => value !== '',
    ),
  );
}
