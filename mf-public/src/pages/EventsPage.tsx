import { useLoaderData } from 'react-router-dom';
import { siteOrigin } from '@icast/api-client';
import type { SchoolEvent } from '@icast/contracts';
import { EventCard } from '../events/EventCard';
import { calendarFeedUrl, calendarSubscribeUrl } from '../events/events-api';
import type { EventsData } from '../loaders';

function EventGrid({ events, testId }: { events: SchoolEvent[]; testId: string }) {
  return (
    <div className="pub-grid pub-grid--3" data-testid={testId}>
      {events.map((event) => (
        <EventCard key={event.id} event={event} />
      ))}
    </div>
  );
}

/** /events: the school's events by their own dates, upcoming (soonest first) and past (latest first). */
export function EventsPage() {
  const { events: state } = useLoaderData<EventsData>();
  return (
    <div className="icast-container pub-page">
      <h1>Events</h1>
      <p className="pub-intro">
        Add every event to your calendar: <a href={calendarSubscribeUrl(siteOrigin())}>subscribe</a> and new events
        appear by themselves, or <a href={calendarFeedUrl()}>download the calendar (.ics)</a>.
      </p>
      {state.status === 'error' && <p role="alert">Error: {state.message}</p>}
      {state.status === 'loaded' && (
        <>
          <section aria-labelledby="upcoming-heading">
            <h2 id="upcoming-heading">Upcoming events</h2>
            {state.value.upcoming.length === 0 ? (
              <p>No upcoming events are announced yet. New events appear here as soon as the school adds them.</p>
            ) : (
              <EventGrid events={state.value.upcoming} testId="upcoming-events" />
            )}
          </section>
          <section aria-labelledby="past-heading" className="pub-section">
            <h2 id="past-heading">Past events</h2>
            {state.value.past.length === 0 ? (
              <p>No past events yet.</p>
            ) : (
              <EventGrid events={state.value.past} testId="past-events" />
            )}
          </section>
        </>
      )}
    </div>
  );
}
