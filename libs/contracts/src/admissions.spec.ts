import {
  APPLICATION_FIELDS,
  APPLICATION_SECTIONS,
  isRealPastDate,
  validateApplicationField,
  type ApplicationField,
} from './admissions';

const fieldNamed = (name: string): ApplicationField => {
  const field = APPLICATION_FIELDS.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return field;
};
const today = new Date('2025-06-01T12:00:00Z');

describe('application fields', () => {
  it('covers every field of spec section 3 once, in sections A-D', () => {
    const names = APPLICATION_FIELDS.map((field) => field.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toHaveLength(30);
    expect(new Set(APPLICATION_FIELDS.map((field) => field.section))).toEqual(
      new Set(APPLICATION_SECTIONS.map((section) => section.id)),
    );
  });

  it('requires exactly the fields the spec requires', () => {
    expect(APPLICATION_FIELDS.filter((field) => field.required).map((field) => field.name)).toEqual([
      'surname',
      'firstname',
      'sex',
      'dob',
      'state',
      'fatherSurname',
      'fatherFirstname',
      'relationshipOfFather',
      'motherSurname',
      'motherFirstname',
      'relationshipOfMother',
    ]);
  });

  it.each([
    ['surname', '', 'Enter surname'],
    ['surname', '   ', 'Enter surname'],
    ['middlename', '', undefined],
    ['sex', '', 'Select male or female'],
    ['sex', 'Male', 'Select male or female'],
    ['sex', 'female', undefined],
    ['intelligenceRating', 'belowAverage', undefined],
    ['intelligenceRating', 'genius', 'Select one of the ratings'],
    ['firstname', 'x'.repeat(101), 'First name must be 100 characters or fewer'],
    ['dob', '2018-05-14', undefined],
    ['parentEmail', '', undefined],
    ['parentEmail', 'Ada@Example.com', undefined],
    ['parentEmail', 'ada at example', 'Enter an e-mail address like name@example.com'],
    ['parentPhone', '0803 123 4567', undefined],
    ['parentPhone', '12345', 'Enter a phone number like 0803 123 4567'],
  ])('%s = %j -> %p', (name, value, message) => {
    expect(validateApplicationField(fieldNamed(name), value, today)).toBe(message);
  });

  it.each([
    ['2018-05-14', true],
    ['2020-02-29', true],
    ['2019-02-29', false],
    ['2018-13-01', false],
    ['2025-06-02', false],
    ['1899-12-31', false],
    ['14/05/2018', false],
  ])('isRealPastDate(%s) is %s', (value, expected) => {
    expect(isRealPastDate(value, today)).toBe(expected);
  });
});
