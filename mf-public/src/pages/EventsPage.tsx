import { useLoaderData } from 'react-router-dom';
import type { SchoolEvent } from '@icast/contracts';
import { EventCard } from '../events/EventCard';
import { SubscribeToCalendar } from '../events/CalendarLinks';
import type { EventsData } from '../loaders';

function EventGrid({ events, testId, upcoming }: { events: SchoolEvent[]; testId: string; upcoming: boolean }) {
  return (
    <div className="pub-grid pub-grid--3" data-testid={testId}>
      {events.map((event) => (
        <EventCard key={event.id} event={event} upcoming={upcoming} />
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
      <p className="pub-intro">Open days, sports, ceremonies and outings at both campuses.</p>
      {state.status === 'error' && <p role="alert">Error: {state.message}</p>}
      {state.status === 'loaded' && (
        <section aria-labelledby="upcoming-heading">
          <h2 id="upcoming-heading">Upcoming events</h2>
          {state.value.upcoming.length === 0 ? (
            <p>No upcoming events are announced yet. New events appear here as soon as the school adds them.</p>
          ) : (
            <EventGrid events={state.value.upcoming} testId="upcoming-events" upcoming />
          )}
        </section>
      )}
      {/* Between the two lists, whatever their state. */}
      <SubscribeToCalendar />
      {state.status === 'loaded' && (
        <section aria-labelledby="past-heading" className="pub-section">
          <h2 id="past-heading">Past events</h2>
          {state.value.past.length === 0 ? (
            <p>No past events yet.</p>
          ) : (
            <EventGrid events={state.value.past} testId="past-events" upcoming={false} />
          )}
        </section>
      )}
    </div>
  );
}
