import { Injectable, Logger } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import type { Connection, Model } from 'mongoose';
import { COLLECTIONS, eventSlugOf } from '@icast/contracts';
import { isDuplicateKey } from '../../platform/database/duplicate-key';
import { Clock } from '../../platform/jobs/clock';
import { EventRecord } from './event.schema';

/** One row per address an event ever had: `_id` is the slug, so the primary key is the unique index. */
interface SlugClaim {
  _id: string;
  eventId: string;
  at: Date;
}

/** More events than this with one title in one year is a loop, not a school. */
const MAX_SUFFIX = 1000;

/**
 * Gives each event its readable address, `/events/{title}-{year}`. A slug is claimed in `event_slugs` before it is
 * written on the event, so two events with one title saved at once (on two API instances too) get `title-2026` and
 * `title-2026-2`. Events are public from the moment they are added, so a changed title gives a new address and the
 * old one keeps leading to the event; a deleted event's addresses stay claimed and answer 404 rather than another
 * event.
 */
@Injectable()
export class EventSlugs {
  private readonly logger = new Logger('EventSlugs');

  constructor(
    @InjectModel(EventRecord.name) private readonly events: Model<EventRecord>,
    @InjectConnection() private readonly connection: Connection,
    private readonly clock: Clock,
  ) {}

  private get claims() {
    return this.connection.collection<SlugClaim>(COLLECTIONS.eventSlugs);
  }

  /** The first free slug for this title and date (`title-2026`, `title-2026-2`, ...); the event's own is reused. */
  async claim(eventId: string, title: string, startsAt: Date): Promise<string> {
    const base = eventSlugOf(title, startsAt);
    for (let suffix = 1; suffix <= MAX_SUFFIX; suffix++) {
      const slug = suffix === 1 ? base : `${base}-${suffix}`;
      try {
        await this.claims.insertOne({ _id: slug, eventId, at: this.clock.now() });
        return slug;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        const owner = await this.claims.findOne({ _id: slug });
        if (owner?.eventId === eventId) return slug;
      }
    }
    throw new Error(`no free address for the event "${title}" after ${MAX_SUFFIX} tries`);
  }

  /** The event a slug was ever given to, current or earlier; undefined for one never given. */
  async eventOf(slug: string): Promise<string | undefined> {
    return (await this.claims.findOne({ _id: slug }))?.eventId;
  }

  /**
   * The migration run at every start: each event without a slug (added before events had addresses) gets one,
   * oldest first. Idempotent and safe with two instances starting together: the update only sets a slug still
   * missing, and a claim the other instance's slug made unnecessary is dropped.
   */
  async assignMissing(): Promise<number> {
    const missing = await this.events
      .find({ slug: { $exists: false } })
      .sort({ createdAt: 1, _id: 1 })
      .select({ title: 1, startsAt: 1 })
      .lean<Array<Pick<EventRecord, 'title' | 'startsAt'> & { _id: unknown }>>()
      .exec();
    let assigned = 0;
    for (const event of missing) {
      const id = String(event._id);
      const slug = await this.claim(id, event.title, event.startsAt);
      // Not an edit: updatedAt (the event's lastmod in the sitemap and its calendar stamp) stays as it was.
      const result = await this.events
        .updateOne({ _id: event._id, slug: { $exists: false } }, { $set: { slug } }, { timestamps: false })
        .exec();
      if (result.modifiedCount === 1) {
        assigned++;
        continue;
      }
      const current = await this.events.findById(event._id).select({ slug: 1 }).lean<EventRecord>().exec();
      if (current?.slug !== slug) await this.claims.deleteOne({ _id: slug, eventId: id });
    }
    if (assigned > 0) this.logger.log(`Gave ${assigned} event(s) a readable address (/events/{slug})`);
    return assigned;
  }
}
