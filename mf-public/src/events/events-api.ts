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

/** undefined = no such event (404, or an id the API refuses with 400). */
export async function fetchEvent(id: string, signal?: AbortSignal): Promise<SchoolEvent | undefined> {
  try {
    return await fetchApi(ENDPOINTS.events.detail, { params: { id }, signal });
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error instanceof NetworkError) throw error;
    if (error.statusCode === 404 || error.statusCode === 400) return undefined;
    throw new Error(`${EVENTS_FAILURE} (${error.statusCode})`);
  }
}

export const eventIcsUrl = (id: string) => apiUrl(ENDPOINTS.events.ics, { id });
export const calendarFeedUrl = () => apiUrl(ENDPOINTS.events.feed);

/** `webcal://` makes phones and desktop calendars offer to subscribe instead of importing once. */
export function calendarSubscribeUrl(origin: string): string {
  return `${origin.replace(/^https?:/, 'webcal:')}${calendarFeedUrl()}`;
}
