/** Lagos is UTC+1 all year (no daylight saving), so "today" and "this month" are simple offsets. */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

export function startOfLagosDay(now: Date): Date {
  const local = now.getTime() + LAGOS_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - LAGOS_OFFSET_MS);
}

export function startOfLagosMonth(now: Date): Date {
  const local = new Date(now.getTime() + LAGOS_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - LAGOS_OFFSET_MS);
}

/** Monday 00:00 Lagos time of the week containing `now`. */
export function startOfLagosWeek(now: Date): Date {
  const day = startOfLagosDay(now);
  const weekday = (new Date(day.getTime() + LAGOS_OFFSET_MS).getUTCDay() + 6) % 7;
  return new Date(day.getTime() - weekday * DAY_MS);
}

/** 00:00 in Lagos of a calendar day written YYYY-MM-DD (already validated). */
const lagosMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - LAGOS_OFFSET_MS);

/** The last moment of a calendar day in Lagos (a deadline "until 5 December" means until its end). */
export const endOfLagosDay = (day: string) => new Date(lagosMidnight(day).getTime() + DAY_MS - 1);

/**
 * A date range from the first Lagos day to the end of the last, both inclusive (a staff filter "from 1 July to
 * 3 July"); undefined when neither end is given.
 */
export function lagosDaysBetween(first?: string, last?: string): { $gte?: Date; $lt?: Date } | undefined {
  if (!first && !last) return undefined;
  return {
    ...(first ? { $gte: lagosMidnight(first) } : {}),
    ...(last ? { $lt: new Date(lagosMidnight(last).getTime() + DAY_MS) } : {}),
  };
}
