import { apiUrl, ENDPOINTS, type EventListWhen, type SchoolEvent } from '@icast/contracts';
import { ApiRequestError, fetchApi, NetworkError } from '@icast/api-client';

export const EVENTS_FAILURE = 'The events could not be loaded';

export async function fetchEvents(when: EventListWhen, limit: number, signal?: AbortSignal): Promise<SchoolEvent[]> {
  try {
    return await fetchApi(ENDPOINTS.events.list, { query: { when, limit }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(EVENTS_FAILURE);
  }
}

/** undefined = no such event (404, or an address the API refuses with 400). `key` is its slug or its id. */
export async function fetchEvent(key: string, signal?: AbortSignal): Promise<SchoolEvent | undefined> {
  try {
    return await fetchApi(ENDPOINTS.events.detail, { params: { id: key }, signal });
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error instanceof NetworkError) throw error;
    if (error.statusCode === 404 || error.statusCode === 400) return undefined;
    throw new Error(`${EVENTS_FAILURE} (${error.statusCode})`);
  }
}

export const eventIcsUrl = (key: string) => apiUrl(ENDPOINTS.events.ics, { id: key });
export const calendarFeedUrl = () => apiUrl(ENDPOINTS.events.feed);
export const eventPath = (event: Pick<SchoolEvent, 'slug'>) => `/events/${event.slug}`;

/** The feed's full https address, which any calendar app takes under "Add calendar from URL". */
export const calendarFeedAddress = (origin: string) => `${origin}${calendarFeedUrl()}`;

/**
 * `webcal://` makes iPhones, Macs and Outlook offer to subscribe instead of importing once. Android has no handler
 * for it (nothing happens), so Android and Gmail users get `googleCalendarSubscribeUrl`.
 */
export function calendarSubscribeUrl(origin: string): string {
  return `${origin.replace(/^https?:/, 'webcal:')}${calendarFeedUrl()}`;
}

/** Google Calendar's own page that asks to add a calendar by its address: works on Android and in any browser. */
export function googleCalendarSubscribeUrl(origin: string): string {
  return `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(calendarSubscribeUrl(origin))}`;
}

/** `20260314T080000Z`: the UTC form Google Calendar's template link takes. */
const calendarTime = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** A long description would make a link some phones refuse to open; the event's page has all of it. */
const GOOGLE_DETAILS_MAX = 600;

/** "Add to Google Calendar": Google's new-event page filled in with this event (no sign-in to the school). */
export function googleCalendarEventUrl(event: SchoolEvent, where: string, pageUrl: string): string {
  const description =
    event.description.length > GOOGLE_DETAILS_MAX
      ? `${event.description.slice(0, GOOGLE_DETAILS_MAX).trimEnd()}...`
      : event.description;
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${calendarTime(event.startsAt)}/${calendarTime(event.endsAt)}`,
    details: `${description}\n\n${pageUrl}`,
    ctz: 'Africa/Lagos',
    ...(where ? { location: where } : {}),
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
