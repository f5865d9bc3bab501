import { startTermChoices } from './admission-choices';
import { APPLICATION_FIELDS, type ApplicationField, validateApplication } from './application-form';

/** For tests and drills: a valid answer of each kind the form asks. */
const SAMPLE_BY_KIND: Record<Exclude<ApplicationField['kind'], 'choice' | 'term' | 'formReference'>, string> = {
  text: 'Sample',
  textarea: 'Sample answer',
  date: '2018-05-14',
  sex: 'female',
  rating: 'good',
  email: 'parent@example.com',
  phone: '0803 123 4567',
};

/** A valid answer to one field: the first of its choices, the term running today, or a sample of its kind. */
function sampleAnswer(field: ApplicationField, today: Date): string {
  if (field.kind === 'choice') return field.choices?.[0]?.value ?? '';
  if (field.kind === 'term') return startTermChoices(today)[0]?.value ?? '';
  if (field.kind === 'formReference') return '';
  return SAMPLE_BY_KIND[field.kind];
}

/**
 * For tests and drills, never the site: a valid application, every required field of APPLICATION_FIELDS answered,
 * then `answers` on top, checked by the same rules the form and the API apply. A field added to the form is answered
 * here without anyone remembering to; answers the rules refuse throw at once, naming the field and the rule, instead
 * of a run of 400s.
 */
export function sampleApplication(answers: Record<string, string> = {}, today = new Date()): Record<string, string> {
  const required = APPLICATION_FIELDS.filter((field) => field.required);
  const application = {
    ...Object.fromEntries(required.map((field) => [field.name, sampleAnswer(field, today)])),
    ...answers,
  };
  const problems = Object.entries(validateApplication(application, today)).filter(([, problem]) => problem);
  if (problems.length > 0) {
    throw new Error(`sampleApplication: ${problems.map(([name, problem]) => `${name}: ${problem}`).join('; ')}`);
  }
  return application;
}

/** Why the sample offers go ahead before the documents arrive: the reason an office gives, for tests about other things. */
export const SAMPLE_MISSING_DOCUMENTS_REASON = 'The family brings the documents to the office at the first visit';

/**
 * An offer's terms (made now, or prepared) for an application whose documents are not what the test is about: with
 * the reason the rule asks for when required documents are missing, which is ignored when none are.
 */
export function withDocumentsToFollow<Terms extends object>(terms: Terms): Terms & { missingDocumentsReason: string } {
  return { ...terms, missingDocumentsReason: SAMPLE_MISSING_DOCUMENTS_REASON };
}
