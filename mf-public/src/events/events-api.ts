import {
  apiUrl,
  calendarUtcStamp,
  ENDPOINTS,
  EVENT_CATEGORIES,
  eventRecurrenceRule,
  type EventCategory,
  type EventListWhen,
  type EventOccurrence,
  type SchoolEvent,
} from '@icast/contracts';
import { ApiRequestError, fetchApi, NetworkError } from '@icast/api-client';

export const EVENTS_FAILURE = 'The events could not be loaded';

/** The public calendar's filters; '' is "all". */
export interface EventFilters {
  campus: string;
  category: EventCategory | '';
}
export const NO_EVENT_FILTERS: EventFilters = { campus: '', category: '' };

/**
 * The filters of an address (`?campus=elebu&category=sports`): a value that cannot be one (too long, not on the list)
 * is read as "all", so a mistyped link still shows the calendar.
 */
export function eventFiltersOf(search: URLSearchParams): EventFilters {
  const campus = (search.get('campus') ?? '').slice(0, 41);
  const category = (search.get('category') ?? '').slice(0, 20);
  return {
    campus: /^[a-z0-9-]{1,40}$/.test(campus) ? campus : '',
    category: (EVENT_CATEGORIES as readonly string[]).includes(category) ? (category as EventCategory) : '',
  };
}

/** Only the filters that are set, for a query string. */
export const filterQuery = (filters: EventFilters) => ({
  ...(filters.campus ? { campus: filters.campus } : {}),
  ...(filters.category ? { category: filters.category } : {}),
});

export async function fetchEvents(
  when: EventListWhen,
  limit: number,
  signal?: AbortSignal,
  filters: EventFilters = NO_EVENT_FILTERS,
): Promise<SchoolEvent[]> {
  try {
    return await fetchApi(ENDPOINTS.events.list, { query: { when, limit, ...filterQuery(filters) }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(EVENTS_FAILURE);
  }
}

/** Every date in the month (`2026-11`), series expanded. */
export async function fetchMonth(
  month: string,
  filters: EventFilters,
  signal?: AbortSignal,
): Promise<EventOccurrence[]> {
  try {
    return await fetchApi(ENDPOINTS.events.month, { query: { month, ...filterQuery(filters) }, signal });
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
/** The feed, narrowed by the filters a visitor chose (only sports at Elebu). */
export function calendarFeedUrl(filters: EventFilters = NO_EVENT_FILTERS): string {
  const query = new URLSearchParams(filterQuery(filters)).toString();
  return `${apiUrl(ENDPOINTS.events.feed)}${query ? `?${query}` : ''}`;
}
export const eventPath = (event: Pick<SchoolEvent, 'slug'>) => `/events/${event.slug}`;

/** The feed's full https address, which any calendar app takes under "Add calendar from URL". */
export const calendarFeedAddress = (origin: string, filters: EventFilters = NO_EVENT_FILTERS) =>
  `${origin}${calendarFeedUrl(filters)}`;

/**
 * `webcal://` makes iPhones, Macs and Outlook offer to subscribe instead of importing once. Android has no handler
 * for it (nothing happens), so Android and Gmail users get `googleCalendarSubscribeUrl`.
 */
export function calendarSubscribeUrl(origin: string, filters: EventFilters = NO_EVENT_FILTERS): string {
  return `${origin.replace(/^https?:/, 'webcal:')}${calendarFeedUrl(filters)}`;
}

/** Google Calendar's own page that asks to add a calendar by its address: works on Android and in any browser. */
export function googleCalendarSubscribeUrl(origin: string, filters: EventFilters = NO_EVENT_FILTERS): string {
  return `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(calendarSubscribeUrl(origin, filters))}`;
}
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
    dates: `${calendarUtcStamp(event.startsAt)}/${calendarUtcStamp(event.endsAt)}`,
    details: `${description}\n\n${pageUrl}`,
    ctz: 'Africa/Lagos',
    ...(where ? { location: where } : {}),
    // A series goes in as one repeating event, as the subscribed feed has it.
    ...(event.recurrence ? { recur: `RRULE:${eventRecurrenceRule(event.recurrence)}` } : {}),
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
