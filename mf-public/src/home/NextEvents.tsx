import { Link, useLoaderData } from 'react-router-dom';
import { Section } from '../components/blocks';
import { EventCard } from '../events/EventCard';
import type { HomeData } from '../loaders';

/** The next events on the home page; nothing at all when there is none (or when they cannot be read). */
export function NextEvents() {
  const { events: state } = useLoaderData<HomeData>();
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
