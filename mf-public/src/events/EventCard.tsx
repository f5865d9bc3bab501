import { Link } from 'react-router-dom';
import { EVENT_CATEGORY_LABELS, recurrenceText, type SchoolEvent } from '@icast/contracts';
import { useSiteContent } from '@icast/site-content';
import { Photo } from '@icast/ui';
import { Illustration } from '../components/Illustration';
import { AddToCalendar } from './CalendarLinks';
import { eventWhen, eventWhere } from './event-format';
import { eventPath } from './events-api';

/** `upcoming`: still to come (or under way), so the card offers it for the visitor's calendar. */
export function EventCard({
  event,
  headingLevel = 3,
  upcoming = false,
}: {
  event: SchoolEvent;
  headingLevel?: 2 | 3;
  upcoming?: boolean;
}) {
  const { settings } = useSiteContent();
  const Heading = `h${headingLevel}` as const;
  const where = eventWhere(event, settings);
  return (
    <article className="pub-card" data-testid="event-card">
      {event.picture ? (
        <Photo
          picture={{ ...event.picture, alt: '' }}
          sizes="(min-width: 1000px) 360px, (min-width: 640px) 50vw, 100vw"
          className="pub-blog-card__image"
        />
      ) : (
        <Illustration imageKey={`event/${event.title.toLowerCase()}`} className="pub-blog-card__image" />
      )}
      <div className="pub-card__body">
        <p className="pub-eyebrow">
          <time dateTime={event.startsAt}>{eventWhen(event)}</time>
        </p>
        <p className={`pub-tag pub-tag--${event.category}`}>{EVENT_CATEGORY_LABELS[event.category]}</p>
        <Heading className="pub-card__title">
          <Link to={eventPath(event)}>{event.title}</Link>
        </Heading>
        {event.recurrence && <p>{recurrenceText(event.recurrence)}</p>}
        {where && <p>{where}</p>}
        {upcoming && <AddToCalendar event={event} compact />}
      </div>
    </article>
  );
}
