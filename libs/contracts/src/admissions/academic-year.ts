/**
 * The academic year (session) the site admits for, written `2026-2027`. One rule for the API, the pages and the
 * PDFs: from the month the school opens applications for the next session, that session; before it, the session
 * running now. The school year starts in September and applications for the next one open in January, so from
 * 1 January 2027 (Lagos time) the site admits for 2027-2028, and from September to December 2026 for 2026-2027
 * (the session that has just begun takes children mid-year). See docs/decisions/admissions.md.
 */

/** Month (0-based) in which a school year begins: September. */
export const SESSION_START_MONTH = 8;
/** Month (0-based) from which the site admits for the next session: January. */
export const ADMISSIONS_SEASON_OPENS_MONTH = 0;

/** `2025-2026`: two calendar years in a row. */
export const ACADEMIC_YEAR_PATTERN = /^(\d{4})-(\d{4})$/;

export const isAcademicYear = (value: unknown): value is string => {
  const match = typeof value === 'string' ? ACADEMIC_YEAR_PATTERN.exec(value) : null;
  return match !== null && Number(match[2]) === Number(match[1]) + 1;
};

/** The calendar year a session starts in (`2026-2027` -> 2026). */
export const academicYearStart = (academicYear: string): number => Number(academicYear.slice(0, 4));

export const academicYearFrom = (startYear: number): string => `${startYear}-${startYear + 1}`;

/** Lagos is UTC+1 all year (no summer time): its calendar month and year at `date`. */
export function lagosCalendar(date: Date): { year: number; month: number } {
  const lagos = new Date(date.getTime() + 60 * 60 * 1000);
  return { year: lagos.getUTCFullYear(), month: lagos.getUTCMonth() };
}

/**
 * The session the site admits for on `date` (the rule above), with no override: the latest one whose admissions have
 * opened. Admissions for the session starting in September of year Y open in the opening month of Y (or of Y - 1
 * when that month comes after September).
 */
export function academicYearOn(date: Date): string {
  const { year, month } = lagosCalendar(date);
  const opensYearBefore = ADMISSIONS_SEASON_OPENS_MONTH >= SESSION_START_MONTH;
  const start = (month >= ADMISSIONS_SEASON_OPENS_MONTH ? year : year - 1) + (opensYearBefore ? 1 : 0);
  return academicYearFrom(start);
}

/**
 * The year every page, PDF and message prints: `chosen` (the one staff set in School Details) while it is not
 * behind `automatic` (ACADEMIC_YEAR, else the date's), so a value set once never keeps showing a finished session;
 * a later one opens the next session's admissions early.
 */
export function effectiveAcademicYear(chosen: string | undefined, automatic: string): string {
  return chosen && isAcademicYear(chosen) && chosen > automatic ? chosen : automatic;
}

/**
 * When the admissions season for `academicYear` opens (Lagos midnight on the 1st of the opening month): every date
 * from it until the next season opens is in that season, as academicYearOn decides.
 */
export function admissionsSeasonStart(academicYear: string): Date {
  const opensYearBefore = ADMISSIONS_SEASON_OPENS_MONTH >= SESSION_START_MONTH;
  const year = academicYearStart(academicYear) - (opensYearBefore ? 1 : 0);
  return new Date(Date.UTC(year, ADMISSIONS_SEASON_OPENS_MONTH, 1) - 60 * 60 * 1000);
}
