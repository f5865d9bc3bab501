import { createHash } from 'node:crypto';
import { createEvents, type EventAttributes } from 'ics';
import {
  campusPlace,
  EVENT_CATEGORY_LABELS,
  eventRecurrenceRule,
  type SchoolEvent,
  type SiteSettings,
} from '@icast/contracts';

/** What a calendar file needs besides the events: where the site is and where the campuses are. */
export interface CalendarPlace {
  siteUrl: string;
  settings: SiteSettings;
}

export const CALENDAR_NAME = 'ICAST Schools events';

/** `timestamp` (DTSTAMP) is in the library's schema but missing from its type declarations. */
type StampedEventAttributes = EventAttributes & { timestamp: number };

function attributes(event: SchoolEvent, { siteUrl, settings }: CalendarPlace): StampedEventAttributes {
  const campus = settings.campuses.find((candidate) => candidate.id === event.campus);
  const location = [event.venue, campusPlace(settings, event.campus)].filter(Boolean).join(', ');
  const hasGeo = campus && campus.latitude !== null && campus.longitude !== null;
  return {
    uid: `${event.id}@${new URL(siteUrl).hostname}`,
    title: event.title,
    description: event.description,
    start: Date.parse(event.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(event.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    url: new URL(`/events/${event.slug}`, siteUrl).toString(),
    lastModified: Date.parse(event.updatedAt),
    // DTSTAMP defaults to now, which would change the file (and its ETag) every second: the last change it is.
    timestamp: Date.parse(event.updatedAt),
    ...(location ? { location } : {}),
    ...(hasGeo ? { geo: { lat: campus.latitude!, lon: campus.longitude! } } : {}),
    categories: [EVENT_CATEGORY_LABELS[event.category]],
    ...(event.recurrence ? { recurrenceRule: eventRecurrenceRule(event.recurrence) } : {}),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  };
}

/** An iCalendar file (RFC 5545) of these events, with a tag that changes exactly when the file does. */
export function calendarFile(events: SchoolEvent[], place: CalendarPlace): { body: string; etag: string } {
  const { error, value } = createEvents(
    events.map((event) => attributes(event, place)),
    { productId: 'icastschools/events', calName: CALENDAR_NAME },
  );
  // The fields are validated before they are stored, so a failure here is a bug, not bad input.
  if (error || value === null) throw error ?? new Error('the calendar could not be written');
  return { body: value, etag: `"${createHash('sha1').update(value).digest('base64url')}"` };
}
