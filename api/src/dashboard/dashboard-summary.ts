import { DAY_MS, startOfLagosWeek } from '../platform/http/lagos-time';

export const WEEKS_SHOWN = 12;

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
