import {
  APPLICATION_FIELDS,
  APPLICATION_SECTIONS,
  isRealPastDate,
  validateApplication,
  validateApplicationField,
  type ApplicationField,
} from './application-form';
import { normalisePaymentReference } from '../payments/types';
import { NIGERIAN_STATES, startTermChoices, startTermLabel } from './admission-choices';

const fieldNamed = (name: string): ApplicationField => {
  const field = APPLICATION_FIELDS.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return field;
};
const today = new Date('2025-06-01T12:00:00Z');

describe('application fields', () => {
  it('covers every field of spec section 3 once, in sections A-E', () => {
    const names = APPLICATION_FIELDS.map((field) => field.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toHaveLength(35);
    expect(new Set(APPLICATION_FIELDS.map((field) => field.section))).toEqual(
      new Set(APPLICATION_SECTIONS.map((section) => section.id)),
    );
  });

  it('requires exactly the fields the spec requires', () => {
    expect(APPLICATION_FIELDS.filter((field) => field.required).map((field) => field.name)).toEqual([
      'classAppliedFor',
      'campus',
      'attendance',
      'startTerm',
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
      'parentEmail',
      'parentPhone',
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
    ['parentEmail', '', "Enter parent's e-mail address"],
    ['parentPhone', '', "Enter parent's phone number"],
    ['state', 'Oyo', undefined],
    ['state', 'Federal Capital Territory', undefined],
    ['state', 'Atlantis', 'Select state of origin from the list'],
    ['state', '', 'Select state of origin'],
    ['bloodGroup', 'O+', undefined],
    ['bloodGroup', 'O', 'Select blood group from the list'],
    ['genotype', 'AS', undefined],
    ['classAppliedFor', 'ss3', undefined],
    ['classAppliedFor', 'ss4', 'Select class applied for from the list'],
    ['startTerm', '2024-3', undefined],
    ['startTerm', '2025-3', undefined],
    ['startTerm', '2024-2', 'Select one of the start terms listed'],
    ['startTerm', '2026-1', 'Select one of the start terms listed'],
    ['formReference', '', undefined],
    ['formReference', 'ICAST-PAY-M5X2K9-1A2B3C4D', undefined],
    [
      'formReference',
      'ICAST-2025-7KQM-4XHP-9RTD',
      'Enter the reference on the receipt, like ICAST-PAY-M5X2K9-1A2B3C4D, or leave it blank',
    ],
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

describe('the place applied for', () => {
  it('offers the term running today and the next three, across the school year', () => {
    expect(startTermChoices(today).map((choice) => choice.label)).toEqual([
      'Third term 2024/2025',
      'First term 2025/2026',
      'Second term 2025/2026',
      'Third term 2025/2026',
    ]);
    expect(startTermChoices(new Date('2025-10-01T00:00:00Z'))[0]).toEqual({
      value: '2025-1',
      label: 'First term 2025/2026',
    });
    expect(startTermLabel('2025-2')).toBe('Second term 2025/2026');
  });

  it('offers every term of the academic year the site admits for, however far into the year today is', () => {
    // February 2027: the running term is the second of 2026/2027, the site admits for 2027-2028 (all three terms).
    expect(startTermChoices(new Date('2027-02-10T12:00:00Z')).map((choice) => choice.value)).toEqual([
      '2026-2',
      '2026-3',
      '2027-1',
      '2027-2',
      '2027-3',
    ]);
    // A later session set by staff (admissions for it opened early) is on offer too; a year far ahead is capped.
    expect(startTermChoices(new Date('2026-11-27T12:00:00Z'), '2027-2028').map((choice) => choice.value)).toEqual([
      '2026-1',
      '2026-2',
      '2026-3',
      '2027-1',
      '2027-2',
      '2027-3',
    ]);
    expect(startTermChoices(new Date('2026-11-27T12:00:00Z'), '2099-2100')).toHaveLength(9);
    expect(validateApplicationField(fieldNamed('startTerm'), '2027-3', new Date('2026-11-27T12:00:00Z'))).toBe(
      'Select one of the start terms listed',
    );
    expect(
      validateApplicationField(fieldNamed('startTerm'), '2027-3', new Date('2026-11-27T12:00:00Z'), '2027-2028'),
    ).toBeUndefined();
  });

  it('has the 36 states and the FCT', () => {
    expect(NIGERIAN_STATES).toHaveLength(37);
  });

  it.each([
    ['nursery2', 'day', undefined],
    ['nursery2', 'boarding', 'The hostel takes pupils from Primary 1 to SS3: choose Day for this class'],
    ['primary1', 'boarding', undefined],
    ['ss3', 'boarding', undefined],
  ])('%s as %s -> %p', (classAppliedFor, attendance, message) => {
    expect(validateApplication({ classAppliedFor, attendance }, today).attendance).toBe(message);
  });
});

describe('payment references as parents type them', () => {
  it.each([
    ['ICAST-PAY-M5X2K9-1A2B3C4D', 'ICAST-PAY-M5X2K9-1A2B3C4D'],
    ['icast-pay-m5x2k9-1a2b3c4d', 'ICAST-PAY-M5X2K9-1A2B3C4D'],
    ['  icast-pay-m5x2k9-1a2b 3c4d ', 'ICAST-PAY-M5X2K9-1A2B3C4D'],
    ['ICAST-2025-7KQM-4XHP-9RTD', 'ICAST-2025-7KQM-4XHP-9RTD'],
    [`ICAST-PAY-${'9'.repeat(40)}`, undefined],
    ['x'.repeat(10_000), undefined],
  ])('%j -> %j', (typed, reference) => {
    expect(normalisePaymentReference(typed)).toBe(reference);
  });
});
