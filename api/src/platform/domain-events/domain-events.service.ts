import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { FilterQuery, Model } from 'mongoose';
import { Clock } from '../jobs/clock';
import { JobLoop } from '../jobs/job-loop';
import {
  type DomainEvent,
  PENDING_EVENTS_FIELD,
  type PendingEvent,
  type PendingEvents,
  pendingEventsOf,
} from './domain-event';
import { StandaloneEvent } from './standalone-event.schema';

/** Handles one event; throwing leaves it pending, to be delivered again later (to every subscriber of its type). */
export type EventHandler<Payload extends object = object> = (event: DomainEvent<string, Payload>) => Promise<void>;

interface Subscriber {
  name: string;
  handle: EventHandler;
}

/** A record that may carry events, as the delivery reads it. */
interface EventSourceRecord {
  _id: unknown;
  pendingEvents?: PendingEvents;
}

/** About 8 hours of tries (15 s, 30 s, 1 min ... at most 2 hours apart), as for the outbox's own deliveries. */
export const MAX_EVENT_TRIES = 12;
export const eventRetryDelayMs = (tries: number) => Math.min(15_000 * 2 ** Math.max(0, tries - 1), 2 * 60 * 60 * 1000);
/** An event this young is left to the request that recorded it; the sweep takes it only if that request died. */
export const EVENT_SWEEP_GRACE_MS = 5_000;
/** How often the background sweep reads the source collections for events left pending. */
export const EVENT_SWEEP_EVERY_MS = 30_000;
const STANDALONE_SOURCE = 'standalone events';
const STANDALONE_KEPT_MS = 24 * 60 * 60 * 1000;
const MAX_ERROR_LENGTH = 500;

/**
 * Events between contexts, delivered at least once and never lost: the context that changes something records the
 * event in the same write (a `pendingEvents` entry on the changed record, see domain-event.ts), then asks for it to
 * be delivered at once; whatever was not delivered (the API stopped between the two, a subscriber failed) is found
 * by the background sweep of every source collection and delivered then. Subscribers are idempotent: the outbox's
 * dedupe keys make a message queued twice one message. Subscribers run in this process, in the order they
 * subscribed; the database, not the memory, is what makes delivery survive a crash.
 */
@Injectable()
export class DomainEvents implements OnModuleInit {
  private readonly logger = new Logger(DomainEvents.name);
  private readonly subscribers = new Map<string, Subscriber[]>();
  private readonly sources = new Map<string, Model<EventSourceRecord>>();
  private lastSweep = Number.NEGATIVE_INFINITY;

  constructor(
    @InjectModel(StandaloneEvent.name) standalone: Model<StandaloneEvent>,
    private readonly loop: JobLoop,
    private readonly clock: Clock,
  ) {
    this.sources.set(STANDALONE_SOURCE, standalone as unknown as Model<EventSourceRecord>);
  }

  onModuleInit(): void {
    this.loop.register({ name: 'domain events', runDue: (now) => this.sweep(now) });
  }

  /** `handle` runs for every event of `type`; `name` says who it is in the log when it fails. */
  subscribe<Payload extends object>(type: string, name: string, handle: EventHandler<Payload>): void {
    const list = this.subscribers.get(type) ?? [];
    list.push({ name, handle: handle as EventHandler });
    this.subscribers.set(type, list);
  }

  /** A collection whose records carry pending events; its owner registers it at start, so the sweep reads it. */
  registerSource(name: string, model: Model<never>): void {
    this.sources.set(name, model as unknown as Model<EventSourceRecord>);
  }

  /**
   * An event whose change is not a write to one record (a deletion, a change to several): stored on its own, then
   * delivered. Its id is its key: publishing an event with the same id again stores nothing more.
   */
  async publish(event: DomainEvent): Promise<void> {
    await this.record(event);
    await this.deliverStandalone(event.id);
  }

  /**
   * Stores a standalone event without delivering it: for a change that must follow it (a deletion the event reports),
   * after which the caller delivers it (`deliverStandalone`). Its subscribers check that the change happened.
   */
  async record(event: DomainEvent): Promise<void> {
    await this.sources
      .get(STANDALONE_SOURCE)!
      .updateOne(
        { _id: event.id },
        { $setOnInsert: { [PENDING_EVENTS_FIELD]: pendingEventsOf(event), publishedAt: event.occurredAt } },
        { upsert: true },
      )
      .exec();
  }

  async deliverStandalone(id: string): Promise<void> {
    await this.deliverFrom(STANDALONE_SOURCE, { _id: id });
  }

  /**
   * Delivers now the pending events of the records `filter` finds in the source (the ones the caller just wrote).
   * Never throws: an event that fails stays pending for the sweep, and the change it reports stands.
   */
  async deliverFrom(source: string, filter: FilterQuery<EventSourceRecord>): Promise<void> {
    const model = this.sources.get(source);
    if (!model) throw new Error(`No event source named ${source}`);
    try {
      const rows = await model
        .find({ ...filter, ...HAS_PENDING }, { [PENDING_EVENTS_FIELD]: 1 })
        .lean<EventSourceRecord[]>()
        .exec();
      for (const row of rows) await this.deliverRecord(source, model, row, this.clock.now(), true);
    } catch (error) {
      this.logger.error(`delivering events of ${source}: ${messageOf(error)} (the sweep will try again)`);
    }
  }

  /** Runs every source's due events; the loop calls it on each pass, and it reads the sources every 30 s. */
  async sweep(now: Date): Promise<Date | undefined> {
    if (now.getTime() - this.lastSweep < EVENT_SWEEP_EVERY_MS) return undefined;
    this.lastSweep = now.getTime();
    // A delivered standalone event is kept a day, so publishing it again meanwhile (a retried request) stores nothing.
    await this.sources
      .get(STANDALONE_SOURCE)!
      .deleteMany({
        [PENDING_EVENTS_FIELD]: { $exists: false },
        failedEvents: { $exists: false },
        publishedAt: { $lt: new Date(now.getTime() - STANDALONE_KEPT_MS) },
      })
      .exec();
    for (const [source, model] of this.sources) {
      const rows = await model
        .find(HAS_PENDING, { [PENDING_EVENTS_FIELD]: 1 })
        .lean<EventSourceRecord[]>()
        .exec();
      for (const row of rows) await this.deliverRecord(source, model, row, now, false);
    }
    return undefined;
  }

  /**
   * One record's events, oldest first; the first that fails stops the rest of the record's (they may depend on it,
   * e.g. an application's status message after its received message). `fresh`: the request that recorded them is
   * delivering, so none is too young.
   */
  private async deliverRecord(
    source: string,
    model: Model<EventSourceRecord>,
    row: EventSourceRecord,
    now: Date,
    fresh: boolean,
  ): Promise<void> {
    const pending = Object.entries(row.pendingEvents ?? {}).sort(
      ([, a], [, b]) => new Date(a.occurredAt).getTime() - new Date(b.occurredAt).getTime(),
    );
    for (const [id, record] of pending) {
      const due =
        fresh || (record.nextAttemptAt <= now && now.getTime() - record.occurredAt.getTime() >= EVENT_SWEEP_GRACE_MS);
      if (!due) return;
      const event: DomainEvent = { id, type: record.type, occurredAt: record.occurredAt, payload: record.payload };
      try {
        for (const subscriber of this.subscribers.get(record.type) ?? []) await this.run(subscriber, event);
      } catch (error) {
        await this.failed(source, model, row._id, id, record, error, now);
        return;
      }
      await model.updateOne({ _id: row._id }, { $unset: { [`${PENDING_EVENTS_FIELD}.${id}`]: 1 } }).exec();
    }
    // Every event delivered: the record is as it would be without them (unless one was added meanwhile).
    await model
      .updateOne({ _id: row._id, [PENDING_EVENTS_FIELD]: {} }, { $unset: { [PENDING_EVENTS_FIELD]: 1 } })
      .exec();
  }

  private async run(subscriber: Subscriber, event: DomainEvent): Promise<void> {
    try {
      await subscriber.handle(event);
    } catch (error) {
      throw new Error(`${subscriber.name}: ${messageOf(error)}`);
    }
  }

  private async failed(
    source: string,
    model: Model<EventSourceRecord>,
    recordId: unknown,
    id: string,
    record: PendingEvent,
    error: unknown,
    now: Date,
  ): Promise<void> {
    const tries = record.tries + 1;
    const lastError = messageOf(error).slice(0, MAX_ERROR_LENGTH);
    const field = `${PENDING_EVENTS_FIELD}.${id}`;
    if (tries >= MAX_EVENT_TRIES) {
      this.logger.error(`${record.type} ${id} on ${source} given up after ${tries} tries: ${lastError}`);
      await model
        .updateOne(
          { _id: recordId },
          { $unset: { [field]: 1 }, $set: { [`failedEvents.${id}`]: { ...record, tries, lastError } } },
        )
        .exec();
      return;
    }
    this.logger.warn(`${record.type} ${id} on ${source} not delivered (try ${tries}): ${lastError}`);
    await model
      .updateOne(
        { _id: recordId },
        {
          $set: {
            [`${field}.tries`]: tries,
            [`${field}.lastError`]: lastError,
            [`${field}.nextAttemptAt`]: new Date(now.getTime() + eventRetryDelayMs(tries)),
          },
        },
      )
      .exec();
  }
}

/** Records with at least one pending event. */
const HAS_PENDING: FilterQuery<EventSourceRecord> = { [PENDING_EVENTS_FIELD]: { $exists: true, $ne: {} } };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
