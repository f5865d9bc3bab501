import { APPLICATION_FIELDS, validateApplication } from './application-form';
import { sampleApplication } from './sample-application';

describe('sampleApplication', () => {
  const today = new Date('2026-03-02T09:00:00Z');

  it('answers every required field so the rules of the form and the API accept it', () => {
    const application = sampleApplication({}, today);
    for (const field of APPLICATION_FIELDS.filter((candidate) => candidate.required)) {
      expect({ field: field.name, answered: Boolean(application[field.name]) }).toEqual({
        field: field.name,
        answered: true,
      });
    }
    expect(Object.values(validateApplication(application, today)).filter(Boolean)).toEqual([]);
  });

  it('takes answers on top and refuses at once, naming the rule, those the rules refuse', () => {
    expect(sampleApplication({ firstname: 'Temi' }, today).firstname).toBe('Temi');
    expect(() => sampleApplication({ dob: '2018-02-30', parentPhone: '12345' }, today)).toThrow(
      'sampleApplication: dob: Date of birth must be a real date in the past, like 27 3 2019; parentPhone: Enter a phone number like 0803 123 4567',
    );
  });
});
