/** Lagos is UTC+1 all year (no daylight saving), so "today" and "this month" are simple offsets. */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEKS_SHOWN = 12;

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

/** Counts dates into the last WEEKS_SHOWN weeks (oldest first), the current week last. */
export function weeklyCounts(dates: Date[], now: Date): Array<{ weekStart: Date; count: number }> {
  const thisWeek = startOfLagosWeek(now).getTime();
  const weeks = Array.from({ length: WEEKS_SHOWN }, (_, index) => ({
    weekStart: new Date(thisWeek - (WEEKS_SHOWN - 1 - index) * 7 * DAY_MS),
    count: 0,
  }));
  const first = weeks[0]!.weekStart.getTime();
  for (const date of dates) {
    const index = Math.floor((date.getTime() - first) / (7 * DAY_MS));
    if (index >= 0 && index < WEEKS_SHOWN) weeks[index]!.count++;
  }
  return weeks;
}
