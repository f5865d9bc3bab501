import { APPLICATION_FIELDS, type ApplicationField, startTermChoices } from '@icast/contracts';

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
function sampleAnswer(field: ApplicationField): string {
  if (field.kind === 'choice') return field.choices?.[0]?.value ?? '';
  if (field.kind === 'term') return startTermChoices()[0]?.value ?? '';
  if (field.kind === 'formReference') return '';
  return SAMPLE_BY_KIND[field.kind];
}

/** A valid application: every required field of APPLICATION_FIELDS answered, then `answers` on top. */
export function sampleApplication(answers: Record<string, string> = {}): Record<string, string> {
  const required = APPLICATION_FIELDS.filter((field) => field.required);
  return { ...Object.fromEntries(required.map((field) => [field.name, sampleAnswer(field)])), ...answers };
}
