import type { SchoolEvent } from '@icast/contracts';
import type { EventDto } from './event.dto';
import type { EventRecord } from './event.schema';

/**
 * A kept version of an event as the edit it takes to put it back: its words, dates, place and series. The photo stays
 * as it is now (a replaced photo is not kept); its description for blind visitors comes back with the version when it
 * had one.
 */
export function restorableEvent(event: SchoolEvent, currentAlt: string): EventDto {
  const recurrence = event.recurrence;
  return {
    title: event.title,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    campus: event.campus,
    venue: event.venue,
    description: event.description,
    imageAlt: event.picture?.alt || currentAlt,
    category: event.category,
    repeat: recurrence?.frequency ?? '',
    ...(recurrence?.until ? { repeatUntil: recurrence.until } : {}),
    ...(recurrence && recurrence.count !== null ? { repeatCount: recurrence.count } : {}),
  };
}

/** The event as an editor's change would leave it: what waits for approval (its photo stays as it is). */
export function proposedEvent(current: SchoolEvent, fields: Partial<EventRecord>): SchoolEvent {
  return {
    ...current,
    title: fields.title ?? current.title,
    startsAt: fields.startsAt?.toISOString() ?? current.startsAt,
    endsAt: fields.endsAt?.toISOString() ?? current.endsAt,
    campus: fields.campus ?? current.campus,
    venue: fields.venue ?? current.venue,
    description: fields.description ?? current.description,
    category: fields.category ?? current.category,
    recurrence: fields.recurrence === undefined ? current.recurrence : fields.recurrence,
    picture: current.picture && fields.imageAlt ? { ...current.picture, alt: fields.imageAlt } : current.picture,
  };
}
