import {
  APPLICATION_FIELDS,
  APPLICATION_SECTIONS,
  type ApplicationField,
  type ApplicationSectionId,
  HEALTH_ANSWER_FIELDS,
  HEALTH_CONSENT_FIELD,
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

const HEALTH_ANSWERS = new Set<string>(HEALTH_ANSWER_FIELDS);

/** Whether the parent ticked that they agree to give the health answers (kept in the draft as `healthConsent`). */
export const healthConsentGiven = (answers: Record<string, string>) => answers[HEALTH_CONSENT_FIELD] === 'true';

/** The questions a section shows: the health questions only after the parent agreed to give them. */
export const shownFieldsOf = (section: ApplicationSectionId, answers: Record<string, string>): ApplicationField[] =>
  fieldsOf(section).filter((field) => healthConsentGiven(answers) || !HEALTH_ANSWERS.has(field.name));

/** The first health question, where the consent tick box stands. */
export const FIRST_HEALTH_FIELD = APPLICATION_FIELDS.find((field) => HEALTH_ANSWERS.has(field.name))!.name;

/** The draft without its health answers: what unticking the consent leaves. */
export function withoutHealthAnswers(answers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(answers).filter(([name]) => !HEALTH_ANSWERS.has(name) && name !== HEALTH_CONSENT_FIELD),
  );
}

/**
 * The answers to send: trimmed, blank optional answers left out, the health answers only with the consent, and
 * the consent itself (`"true"` or `"false"`).
 */
export function submittableAnswers(answers: Record<string, string>): Record<string, string> {
  const consent = healthConsentGiven(answers);
  return {
    ...Object.fromEntries(
      APPLICATION_FIELDS.filter((field) => consent || !HEALTH_ANSWERS.has(field.name))
        .map((field) => [field.name, (answers[field.name] ?? '').trim()] as const)
        .filter(([, value]) => value !== ''),
    ),
    [HEALTH_CONSENT_FIELD]: consent ? 'true' : 'false',
  };
}
