/** Lagos is UTC+1 all year (no daylight saving): the school's times are written and read there, whatever the browser's zone. */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/** An ISO time as a `datetime-local` value in Lagos time ("2026-09-01T08:00"). */
export function toLagosInput(iso: string): string {
  return new Date(Date.parse(iso) + LAGOS_OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as Lagos time, with its offset, as the API expects. */
export function fromLagosInput(value: string): string {
  return `${value}:00+01:00`;
}

/** "Mon 1 Sep 2026, 08:00" in Lagos time, for the Scheduled label. */
export function formatLagosTime(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Lagos',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}
