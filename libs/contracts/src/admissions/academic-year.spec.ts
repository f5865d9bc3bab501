import { academicYearOn, effectiveAcademicYear, isAcademicYear } from './academic-year';

describe('the academic year the site admits for', () => {
  it.each([
    // From September the session that has just begun (it still takes children mid-year)...
    ['2026-09-01T08:00:00Z', '2026-2027'],
    ['2026-11-27T12:00:00Z', '2026-2027'],
    ['2026-12-31T22:59:00Z', '2026-2027'],
    // ...and from 1 January in Lagos (23:00 UTC on 31 December) the next one, until it begins in September.
    ['2026-12-31T23:00:00Z', '2027-2028'],
    ['2027-03-15T12:00:00Z', '2027-2028'],
    ['2027-08-31T12:00:00Z', '2027-2028'],
    ['2027-09-01T12:00:00Z', '2027-2028'],
  ])('on %s it is %s', (instant, year) => {
    expect(academicYearOn(new Date(instant))).toBe(year);
  });

  it('keeps a year staff chose only while it is not behind the automatic one', () => {
    expect(effectiveAcademicYear('2024-2025', '2026-2027')).toBe('2026-2027');
    expect(effectiveAcademicYear('2026-2027', '2026-2027')).toBe('2026-2027');
    expect(effectiveAcademicYear('2027-2028', '2026-2027')).toBe('2027-2028');
    expect(effectiveAcademicYear('', '2026-2027')).toBe('2026-2027');
    expect(effectiveAcademicYear('2030-2032', '2026-2027')).toBe('2026-2027');
  });

  it.each([
    ['2025-2026', true],
    ['2025-2027', false],
    ['2025/2026', false],
    [2025, false],
  ])('isAcademicYear(%j) is %s', (value, expected) => {
    expect(isAcademicYear(value)).toBe(expected);
  });
});
