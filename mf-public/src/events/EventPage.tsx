import { Link, useLoaderData } from 'react-router-dom';
import { EVENT_CATEGORY_LABELS, recurrenceText, type SchoolEvent } from '@icast/contracts';
import { directionsUrl, PhoneLinks, useSiteContent } from '@icast/site-content';
import { Photo } from '@icast/ui';
import type { EventData } from '../loaders';
import { eventWhen, eventWhere } from './event-format';
import { AddToCalendar } from './CalendarLinks';

/**
 * /events/:id (its address; its loader replaces an id or an earlier address with it): one event with its date, place,
 * directions, photo and the ways into the visitor's calendar.
 */
export function EventPage() {
  const { event: state } = useLoaderData<EventData>();
  if (state.status === 'error') {
    return (
      <div className="icast-container pub-page">
        <p role="alert">Error: {state.message}</p>
      </div>
    );
  }
  const event = state.value;
  if (!event) {
    return (
      <div className="icast-container pub-page">
        <h1>Event not found</h1>
        <p>
          This event may have been removed. See <Link to="/events">all events</Link>.
        </p>
      </div>
    );
  }
  return <EventDetails event={event} />;
}

/** One event's page below the site's header: also what the private preview of an event's waiting change draws. */
export function EventDetails({ event }: { event: SchoolEvent }) {
  const { settings } = useSiteContent();
  const campus = settings.campuses.find((candidate) => candidate.id === event.campus);
  const where = eventWhere(event, settings);
  return (
    <article className="icast-container pub-page pub-article" aria-labelledby="event-heading">
      <p>
        <Link to="/events">← All events</Link>
      </p>
      <h1 id="event-heading">{event.title}</h1>
      <dl className="pub-event-facts">
        <div>
          <dt>When</dt>
          <dd>
            <time dateTime={event.startsAt}>{eventWhen(event)}</time>
          </dd>
        </div>
        {event.recurrence && (
          <div>
            <dt>Repeats</dt>
            <dd>{recurrenceText(event.recurrence)}</dd>
          </div>
        )}
        <div>
          <dt>Kind</dt>
          <dd>{EVENT_CATEGORY_LABELS[event.category]}</dd>
        </div>
        {where && (
          <div>
            <dt>Where</dt>
            <dd>
              {where}
              {campus && (
                <>
                  {' '}
                  (<a href={directionsUrl(campus)}>Get directions</a>)
                </>
              )}
            </dd>
          </div>
        )}
      </dl>
      <AddToCalendar event={event} />
      {event.picture && (
        <Photo picture={event.picture} sizes="(min-width: 860px) 800px, 100vw" className="pub-article__image" />
      )}
      <div className="pub-article__text">
        {event.description.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>
            <PhoneLinks text={paragraph} />
          </p>
        ))}
      </div>
    </article>
  );
}
