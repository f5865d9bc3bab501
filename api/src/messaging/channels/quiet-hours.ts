/**
 * No reminder SMS at night: between 21:00 and 07:00 Lagos time (UTC+1 all year, no daylight saving) a reminder's
 * text waits until 07:00; its e-mail goes at once. Messages a family's own action sets off (a receipt, a booking
 * confirmation) are not held: the family is awake and waiting for them.
 */
const QUIET_FROM_UTC = 20; // 21:00 in Lagos
const QUIET_UNTIL_UTC = 6; // 07:00 in Lagos
const DAY_MS = 24 * 60 * 60 * 1000;

/** When an SMS reminder queued at `now` may be sent: `now`, or the 07:00 Lagos that ends the night it falls in. */
export function smsAllowedFrom(now: Date): Date {
  const hour = now.getUTCHours();
  if (hour >= QUIET_UNTIL_UTC && hour < QUIET_FROM_UTC) return now;
  const morning = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), QUIET_UNTIL_UTC));
  return morning > now ? morning : new Date(morning.getTime() + DAY_MS);
}
