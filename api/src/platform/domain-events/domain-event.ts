import { randomUUID } from 'node:crypto';

/**
 * Something that happened in one context that others may act on: an application received, an offer made, a form
 * paid. Written into the database by the same write as the change itself, so it cannot be lost between the two.
 */
export interface DomainEvent<Type extends string = string, Payload extends object = object> {
  /** Unique; handlers derive their idempotency keys from it (or from the payload) so a redelivery does nothing. */
  id: string;
  type: Type;
  occurredAt: Date;
  payload: Payload;
}

/** An event not yet delivered, as stored on the record whose change it reports (`pendingEvents.<id>`). */
export interface PendingEvent {
  type: string;
  occurredAt: Date;
  payload: object;
  tries: number;
  nextAttemptAt: Date;
  lastError?: string;
}

/** The events a record carries until every subscriber has handled them, by event id. */
export type PendingEvents = Record<string, PendingEvent>;

/** The field a source collection's records carry their undelivered events in. */
export const PENDING_EVENTS_FIELD = 'pendingEvents';

/** A new event of `type`, happening at `at`. */
export function newDomainEvent<Type extends string, Payload extends object>(
  type: Type,
  payload: Payload,
  at: Date,
): DomainEvent<Type, Payload> {
  return { id: randomUUID(), type, occurredAt: at, payload };
}

function pendingOf(event: DomainEvent): PendingEvent {
  return {
    type: event.type,
    occurredAt: event.occurredAt,
    payload: event.payload,
    tries: 0,
    nextAttemptAt: event.occurredAt,
  };
}

/** The events as a new record stores them: `{ ...record, pendingEvents: pendingEventsOf(event) }`. */
export function pendingEventsOf(...events: DomainEvent[]): PendingEvents {
  return Object.fromEntries(events.map((event) => [event.id, pendingOf(event)]));
}

/** The events as an update adds them, inside its `$set`: `{ $set: { status, ...eventsToSet(event) } }`. */
export function eventsToSet(...events: DomainEvent[]): Record<string, PendingEvent> {
  return Object.fromEntries(events.map((event) => [`${PENDING_EVENTS_FIELD}.${event.id}`, pendingOf(event)]));
}

/**
 * A typed family of events (one context's): `create` builds one with its payload checked, `Of<'offerMade'>` names
 * one's type for a subscriber. The type strings are prefixed with the context, so two contexts never share one.
 */
export function eventFamily<Payloads extends { [Name in keyof Payloads]: object }>(context: string) {
  return {
    type: <Name extends keyof Payloads & string>(name: Name): `${string}.${Name}` => `${context}.${name}`,
    create: <Name extends keyof Payloads & string>(name: Name, payload: Payloads[Name], at: Date) =>
      newDomainEvent(`${context}.${name}`, payload, at) as DomainEvent<string, Payloads[Name]>,
  };
}
