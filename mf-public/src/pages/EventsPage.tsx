import type { SchoolEvent } from '@icast/contracts';
import { EventCard } from '../events/EventCard';
import { SubscribeToCalendar } from '../events/CalendarLinks';
import { fetchEvents } from '../events/events-api';
import { useLoad } from '../components/useLoad';

async function loadEvents(signal: AbortSignal): Promise<{ upcoming: SchoolEvent[]; past: SchoolEvent[] }> {
  const [upcoming, past] = await Promise.all([fetchEvents('upcoming', 50, signal), fetchEvents('past', 12, signal)]);
  return { upcoming, past };
}

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
  const state = useLoad('events', loadEvents);
  return (
    <div className="icast-container pub-page">
      <h1>Events</h1>
      <p className="pub-intro">Open days, sports, ceremonies and outings at both campuses.</p>
      {state.status === 'loading' && <p role="status">Loading...</p>}
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
      {/* In one place whatever the list's state, so it never re-mounts when the events arrive. */}
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
