import { APPLICATION_FIELDS, type ApplicationField } from '@icast/contracts';

const SAMPLE_BY_KIND: Record<ApplicationField['kind'], string> = {
  text: 'Sample',
  textarea: 'Sample answer',
  date: '2018-05-14',
  sex: 'female',
  rating: 'good',
  email: 'parent@example.com',
  phone: '0803 123 4567',
};

/** A valid application: every required field of APPLICATION_FIELDS answered, then `answers` on top. */
export function sampleApplication(answers: Record<string, string> = {}): Record<string, string> {
  const required = APPLICATION_FIELDS.filter((field) => field.required);
  return { ...Object.fromEntries(required.map((field) => [field.name, SAMPLE_BY_KIND[field.kind]])), ...answers };
}
