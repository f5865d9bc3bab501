import {
  APPLICATION_REFERENCE_ALPHABET,
  APPLICATION_REFERENCE_PATTERN,
  formatApplicationReference,
  normaliseApplicationReference,
  validateApplicationStatusQuery,
} from './application-reference';

const today = new Date('2025-06-01T12:00:00Z');

describe('application references', () => {
  it('leaves out characters that read alike on paper or on the phone', () => {
    expect(APPLICATION_REFERENCE_ALPHABET).toHaveLength(30);
    expect(APPLICATION_REFERENCE_ALPHABET).not.toMatch(/[01OILU]/);
    expect(new Set(APPLICATION_REFERENCE_ALPHABET).size).toBe(30);
  });

  it('accepts the new three-group form and the old six digits', () => {
    expect(formatApplicationReference(2025, '7KQM4XHP9RTD')).toBe('ICAST-2025-7KQM-4XHP-9RTD');
    expect(APPLICATION_REFERENCE_PATTERN.test('ICAST-2025-7KQM-4XHP-9RTD')).toBe(true);
    expect(APPLICATION_REFERENCE_PATTERN.test('ICAST-2025-483920')).toBe(true);
    expect(APPLICATION_REFERENCE_PATTERN.test('ICAST-2025-7KQM-4XHP-9RT0')).toBe(false);
    expect(APPLICATION_REFERENCE_PATTERN.test('ICAST-2025-7KQM-4XHP')).toBe(false);
  });

  it.each([
    [' icast-2025-7kqm-4xhp-9rtd ', 'ICAST-2025-7KQM-4XHP-9RTD'],
    ['ICAST 2025 7KQM 4XHP 9RTD', 'ICAST-2025-7KQM-4XHP-9RTD'],
    ['icast20257kqm4xhp9rtd', 'ICAST-2025-7KQM-4XHP-9RTD'],
    ['ICAST-2019-000042', 'ICAST-2019-000042'],
    ['icast 2019 000042', 'ICAST-2019-000042'],
    ['ICAST-2025-OKQM-4XHP-9RTD', undefined],
    ['ICAST-2025-7KQM-4XHP-9RTDX', undefined],
    ['7KQM-4XHP-9RTD', undefined],
    ['', undefined],
  ])('normalises %j to %p', (raw, expected) => {
    expect(normaliseApplicationReference(raw)).toBe(expected);
  });
});

describe('validateApplicationStatusQuery', () => {
  it('accepts a reference and a real past date of birth', () => {
    expect(
      validateApplicationStatusQuery({ reference: 'icast-2025-7kqm-4xhp-9rtd', dob: '2018-05-14' }, today),
    ).toEqual({});
  });

  it.each([
    [{}, { reference: 'Enter your application reference', dob: "Enter your child's date of birth" }],
    [
      { reference: 'ICAST-12', dob: '2018-02-30' },
      {
        reference: 'Enter the reference as shown when you applied, like ICAST-2025-7KQM-4XHP-9RTD',
        dob: "Enter your child's date of birth as a real date in the past, like 2019-03-27",
      },
    ],
    [
      { reference: 42, dob: ['2018-05-14'] },
      { reference: 'Enter your application reference', dob: expect.any(String) },
    ],
  ])('%j -> %j', (query, problems) => {
    expect(validateApplicationStatusQuery(query, today)).toEqual(problems);
  });
});
