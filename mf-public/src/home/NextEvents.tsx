import { Link } from 'react-router-dom';
import { Section } from '../components/blocks';
import { useLoad } from '../components/useLoad';
import { EventCard } from '../events/EventCard';
import { fetchEvents } from '../events/events-api';

export const HOME_EVENTS_COUNT = 3;

/** The next events on the home page; nothing at all until there is one (or when they cannot be read). */
export function NextEvents() {
  const state = useLoad('next-events', (signal) => fetchEvents('upcoming', HOME_EVENTS_COUNT, signal));
  if (state.status !== 'loaded' || state.value.length === 0) return null;
  return (
    <Section id="next-events" title="Coming Up">
      <div className="pub-grid pub-grid--3">
        {state.value.map((event) => (
          <EventCard key={event.id} event={event} upcoming />
        ))}
      </div>
      <p>
        <Link to="/events">See all events</Link>
      </p>
    </Section>
  );
}
