import { BadRequestException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model, Types } from 'mongoose';
import type { FilterQuery } from 'mongoose';
import {
  EVENT_OCCURRENCES_MAX,
  eventDates,
  eventSlugOf,
  fieldRefusal,
  lagosDayStart,
  LAGOS_OFFSET_MS,
  type EventOccurrence,
  type EventRecurrence,
  type SchoolEvent,
  type StaffUser,
} from '@icast/contracts';
import { ContentChanges } from '../content-audit/content-changes';
import { AppConfig } from '../../platform/config/app-config';
import { ImageService } from '../images/image.service';
import type { UploadedImage } from '../images/image-upload.interceptor';
import { toPicture } from '../images/image.view';
import { nextPicture, releasePicture } from '../images/picture-edit';
import { PublicCacheVersion } from '../public-cache/public-cache-version';
import { SiteContentService } from '../site-content/site-content.service';
import { calendarFile } from './event-calendar';
import { EventSlugs } from './event-slugs';
import type { EventDto, EventFilterQuery, EventListQuery, EventMonthQuery } from './event.dto';
import { EventRecord } from './event.schema';
import { proposedEvent, restorableEvent } from './event.restore';
import { ContentRevisions, PHOTO_NEEDS_ADMIN } from '../revisions/content-revisions.service';

export const EVENT_NOT_FOUND = 'Event not found';
const AREA = 'event';
/** The subscribable feed carries what is coming and the last year, not every event ever held. */
const FEED_PAST_DAYS = 365;

type StoredEvent = EventRecord & { _id: unknown };

export function toSchoolEvent(row: StoredEvent): SchoolEvent {
  return {
    id: String(row._id),
    // Only until the start-up migration has given it one: the id still finds the event.
    slug: row.slug ?? String(row._id),
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    campus: row.campus ?? '',
    venue: row.venue ?? '',
    description: row.description ?? '',
    picture: row.picture ? toPicture(row.picture, row.imageAlt) : null,
    category: row.category ?? 'other',
    recurrence: row.recurrence ?? null,
    updatedAt: (row.updatedAt ?? row.createdAt ?? row.startsAt).toISOString(),
  };
}

/** Events whose last date ends at or after `at`: events stored before series existed have only endsAt. */
const endsFrom = (at: Date): FilterQuery<EventRecord> => ({
  $or: [{ seriesEndsAt: { $gte: at } }, { seriesEndsAt: { $exists: false }, endsAt: { $gte: at } }],
});
const endedBefore = (at: Date): FilterQuery<EventRecord> => ({
  $or: [{ seriesEndsAt: { $lt: at } }, { seriesEndsAt: { $exists: false }, endsAt: { $lt: at } }],
});
/** The calendar's filters: an empty value is no filter. */
const filtered = (query: EventFilterQuery): FilterQuery<EventRecord> => ({
  ...(query.campus ? { campus: query.campus } : {}),
  ...(query.category ? { category: query.category } : {}),
});
/** A month's events are few; this bounds a read however many a school adds. */
const MONTH_EVENTS_MAX = 500;

/** School events: their own dates decide upcoming and past; each change is audited and clears the public cache. */
@Injectable()
export class EventsService implements OnModuleInit {
  constructor(
    @InjectModel(EventRecord.name) private readonly events: Model<EventRecord>,
    private readonly images: ImageService,
    private readonly changes: ContentChanges,
    private readonly siteContent: SiteContentService,
    private readonly config: AppConfig,
    private readonly slugs: EventSlugs,
    private readonly publicCache: PublicCacheVersion,
    private readonly revisions: ContentRevisions,
  ) {
    images.addReferences({
      usedOn: async (imageIds) => {
        const rows = await this.events
          .find({ 'picture.id': { $in: [...imageIds] } }, { title: 1, picture: 1 })
          .lean()
          .exec();
        return rows.flatMap((event) =>
          event.picture ? [{ imageId: event.picture.id, kind: 'event', label: `Event "${event.title}"` }] : [],
        );
      },
      refresh: async (image) => {
        const { modifiedCount } = await this.events
          .updateMany({ 'picture.id': image.id }, { $set: { picture: image } })
          .exec();
        if (modifiedCount > 0) await this.publicCache.changed();
        return modifiedCount > 0;
      },
    });
    revisions.owns('event', {
      restore: async (id, value, by) =>
        this.update(id, restorableEvent(value as SchoolEvent, (await this.find(id)).imageAlt ?? ''), undefined, by),
    });
  }

  /** Events added before they had addresses get theirs; the pages cached with id links are refreshed. */
  async onModuleInit(): Promise<void> {
    if ((await this.slugs.assignMissing()) > 0) await this.publicCache.changed();
  }

  /** Upcoming: not yet ended (a series: its last date), soonest first. Past: ended, latest first. */
  async list(query: EventListQuery, now = new Date()): Promise<SchoolEvent[]> {
    const past = query.when === 'past';
    const rows = await this.events
      .find({ $and: [past ? endedBefore(now) : endsFrom(now), filtered(query)] })
      .sort(past ? { startsAt: -1, _id: -1 } : { startsAt: 1, _id: 1 })
      .limit(query.limit ?? 20)
      .lean<StoredEvent[]>()
      .exec();
    return rows.map(toSchoolEvent);
  }

  /** Every date in the Lagos month (a series expanded, bounded), by start; a date begun earlier and still on counts. */
  async month(query: EventMonthQuery): Promise<EventOccurrence[]> {
    const [year, month] = query.month.split('-').map(Number) as [number, number];
    const from = Date.UTC(year, month - 1, 1) - LAGOS_OFFSET_MS;
    const to = Date.UTC(year, month, 1) - LAGOS_OFFSET_MS;
    const rows = await this.events
      .find({ $and: [{ startsAt: { $lt: new Date(to) } }, endsFrom(new Date(from)), filtered(query)] })
      .sort({ startsAt: 1, _id: 1 })
      .limit(MONTH_EVENTS_MAX)
      .lean<StoredEvent[]>()
      .exec();
    const dates = rows.flatMap((row) => {
      const event = toSchoolEvent(row);
      return eventDates(event)
        .filter((date) => Date.parse(date.startsAt) < to && Date.parse(date.endsAt) > from)
        .map((date) => ({ event, ...date }));
    });
    return dates.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  }

  async staffList(): Promise<SchoolEvent[]> {
    const rows = await this.events.find().sort({ startsAt: -1, _id: -1 }).limit(500).lean<StoredEvent[]>().exec();
    return rows.map(toSchoolEvent);
  }

  /** By its id or by any address it has had (its slug now, or one from before a title change). */
  async get(idOrSlug: string): Promise<SchoolEvent> {
    if (isValidObjectId(idOrSlug) && /^[0-9a-f]{24}$/i.test(idOrSlug)) return toSchoolEvent(await this.find(idOrSlug));
    const id = await this.slugs.eventOf(idOrSlug);
    if (!id) throw new NotFoundException(EVENT_NOT_FOUND);
    return toSchoolEvent(await this.find(id));
  }

  async calendar(
    idOrSlug?: string,
    filters: EventFilterQuery = {},
    now = new Date(),
  ): Promise<{ body: string; etag: string }> {
    const since = new Date(now.getTime() - FEED_PAST_DAYS * 24 * 60 * 60 * 1000);
    const events = idOrSlug
      ? [await this.get(idOrSlug)]
      : (
          await this.events
            .find({ $and: [endsFrom(since), filtered(filters)] })
            .sort({ startsAt: 1, _id: 1 })
            .lean<StoredEvent[]>()
            .exec()
        ).map(toSchoolEvent);
    return calendarFile(events, { siteUrl: this.config.publicSiteUrl, settings: await this.siteContent.settings() });
  }

  async create(input: EventDto, upload: UploadedImage, by: StaffUser): Promise<SchoolEvent> {
    const fields = await this.fields(input);
    const picture = await nextPicture(this.images, null, { ...input, upload });
    const _id = new Types.ObjectId();
    const slug = await this.slugs.claim(String(_id), fields.title!, fields.startsAt!);
    const created = await this.events.create({ _id, ...fields, slug, picture });
    await this.changes.saved(by, AREA, 'created', created.title);
    const event = toSchoolEvent(created.toObject());
    await this.revisions.saved('event', event.id, event, by);
    return event;
  }

  async update(id: string, input: EventDto, upload: UploadedImage, by: StaffUser): Promise<SchoolEvent> {
    const existing = await this.find(id);
    const fields = await this.fields(input);
    if ((upload || input.removeImage === true) && (await this.revisions.mustWait(by))) {
      throw new BadRequestException(fieldRefusal('image', PHOTO_NEEDS_ADMIN));
    }
    const current = toSchoolEvent(existing);
    const proposed = proposedEvent(current, fields);
    if (await this.revisions.held('event', id, { current, proposed, title: proposed.title }, by)) return current;
    const picture = await nextPicture(this.images, existing.picture, { ...input, upload });
    // A new title or year gives a new address; the old one stays claimed by this event, so shared links still work.
    const moved =
      !existing.slug || eventSlugOf(fields.title!, fields.startsAt!) !== eventSlugOf(existing.title, existing.startsAt);
    const slug = moved ? await this.slugs.claim(id, fields.title!, fields.startsAt!) : existing.slug;
    const updated = await this.events
      .findByIdAndUpdate(id, { $set: { ...fields, slug, picture } }, { new: true })
      .lean<StoredEvent>()
      .exec();
    if (!updated) throw new NotFoundException(EVENT_NOT_FOUND);
    await this.changes.saved(by, AREA, 'updated', updated.title);
    await releasePicture(this.images, existing.picture, picture);
    const event = toSchoolEvent(updated);
    await this.revisions.saved('event', id, event, by);
    return event;
  }

  async remove(id: string, by: StaffUser): Promise<void> {
    const existing = await this.find(id);
    await this.events.deleteOne({ _id: id }).exec();
    await this.changes.saved(by, AREA, 'deleted', existing.title);
    await releasePicture(this.images, existing.picture, null);
  }

  private async find(id: string): Promise<StoredEvent> {
    const row = isValidObjectId(id) ? await this.events.findById(id).lean<StoredEvent>().exec() : null;
    if (!row) throw new NotFoundException(EVENT_NOT_FOUND);
    return row;
  }

  /** Checks what the DTO cannot: the order of the dates and that the campus exists. */
  private async fields(input: EventDto): Promise<Partial<EventRecord>> {
    const startsAt = new Date(input.startsAt);
    const endsAt = new Date(input.endsAt);
    if (endsAt.getTime() <= startsAt.getTime()) {
      throw new BadRequestException(fieldRefusal('endsAt', 'The event must end after it starts'));
    }
    const recurrence = this.recurrenceOf(input, startsAt);
    const dates = eventDates({ startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), recurrence });
    const campus = input.campus ?? '';
    const campuses = (await this.siteContent.settings()).campuses.map((candidate) => candidate.id);
    if (campus && !campuses.includes(campus)) {
      throw new BadRequestException(
        fieldRefusal('campus', `campus must be one of ${campuses.join(', ')}, or empty for elsewhere`),
      );
    }
    return {
      title: input.title,
      startsAt,
      endsAt,
      campus,
      venue: input.venue ?? '',
      description: input.description,
      imageAlt: input.imageAlt ?? '',
      category: input.category ?? 'other',
      recurrence,
      seriesEndsAt: new Date(dates[dates.length - 1]!.endsAt),
    };
  }

  /** A series ends on a day or after a number of dates (one of the two), and never runs past the bound. */
  private recurrenceOf(input: EventDto, startsAt: Date): EventRecurrence | null {
    if (!input.repeat) return null;
    const until = input.repeatUntil || null;
    const count = input.repeatCount ?? null;
    if (!until && count === null) {
      throw new BadRequestException(
        fieldRefusal('repeatUntil', 'Give the last day of the series or how many times it happens'),
      );
    }
    if (until && count !== null) {
      throw new BadRequestException(fieldRefusal('repeatCount', 'Give either the last day or the number of times'));
    }
    if (until) {
      const lastDay = lagosDayStart(until);
      if (Number.isNaN(lastDay))
        throw new BadRequestException(fieldRefusal('repeatUntil', 'repeatUntil is not a date'));
      if (lastDay + 24 * 60 * 60 * 1000 <= startsAt.getTime()) {
        throw new BadRequestException(fieldRefusal('repeatUntil', 'The series must end on or after its first day'));
      }
      const rule = { frequency: input.repeat, until, count: null };
      const instant = startsAt.toISOString();
      const whole = eventDates({ startsAt: instant, endsAt: instant, recurrence: rule }, EVENT_OCCURRENCES_MAX + 1);
      if (whole.length > EVENT_OCCURRENCES_MAX) {
        throw new BadRequestException(
          fieldRefusal(
            'repeatUntil',
            `A series has at most ${EVENT_OCCURRENCES_MAX} dates: choose an earlier last day`,
          ),
        );
      }
      return rule;
    }
    return { frequency: input.repeat, until: null, count };
  }
}
