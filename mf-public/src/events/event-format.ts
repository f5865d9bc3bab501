import type { SchoolEvent, SiteSettings } from '@icast/contracts';

/** The school's clock: events are shown in Lagos time wherever the visitor is. */
const ZONE = 'Africa/Lagos';
const day = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: ZONE,
});
// 'h12', not `hour12: true`: with en-GB, Node's ICU (the server's render) reads that as 'h11' and writes half past
// noon "0:30 pm" where the browser writes "12:30 pm", so the page and its hydration would disagree.
const time = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', minute: '2-digit', hourCycle: 'h12', timeZone: ZONE });

/** `Sat, 14 March 2026, 9:00 am to 1:00 pm`, or `Mon, 2 March 2026 to Fri, 6 March 2026` over several days. */
export function eventWhen(event: Pick<SchoolEvent, 'startsAt' | 'endsAt'>): string {
  const start = new Date(event.startsAt);
  const end = new Date(event.endsAt);
  if (day.format(start) === day.format(end))
    return `${day.format(start)}, ${time.format(start)} to ${time.format(end)}`;
  return `${day.format(start)} to ${day.format(end)}`;
}

/** `Main hall, Elebu Campus`: the venue and the campus it is on, as far as either is known. */
export function eventWhere(event: Pick<SchoolEvent, 'venue' | 'campus'>, settings: SiteSettings): string {
  const campus = settings.campuses.find((candidate) => candidate.id === event.campus);
  return [event.venue, campus?.label].filter(Boolean).join(', ');
}

const dayParts = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: ZONE,
});
/** `2026-11-27`: the Lagos day of an instant (from the parts: the order a locale writes them in varies). */
export function lagosDay(at: Date | string): string {
  const parts = Object.fromEntries(dayParts.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** `9:00 am`: the Lagos time of an instant. */
export const lagosTime = (at: Date | string) => time.format(new Date(at));
