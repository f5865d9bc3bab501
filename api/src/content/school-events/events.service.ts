import { BadRequestException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model, Types } from 'mongoose';
import { eventSlugOf, type SchoolEvent, type StaffUser, fieldRefusal } from '@icast/contracts';
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
import type { EventDto, EventListQuery } from './event.dto';
import { EventRecord } from './event.schema';

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
    updatedAt: (row.updatedAt ?? row.createdAt ?? row.startsAt).toISOString(),
  };
}

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
  ) {}

  /** Events added before they had addresses get theirs; the pages cached with id links are refreshed. */
  async onModuleInit(): Promise<void> {
    if ((await this.slugs.assignMissing()) > 0) await this.publicCache.changed();
  }

  /** Upcoming: not yet ended, soonest first. Past: ended, latest first. */
  async list(query: EventListQuery, now = new Date()): Promise<SchoolEvent[]> {
    const past = query.when === 'past';
    const rows = await this.events
      .find({ endsAt: past ? { $lt: now } : { $gte: now } })
      .sort(past ? { startsAt: -1, _id: -1 } : { startsAt: 1, _id: 1 })
      .limit(query.limit ?? 20)
      .lean<StoredEvent[]>()
      .exec();
    return rows.map(toSchoolEvent);
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

  async calendar(idOrSlug?: string, now = new Date()): Promise<{ body: string; etag: string }> {
    const events = idOrSlug
      ? [await this.get(idOrSlug)]
      : (
          await this.events
            .find({ endsAt: { $gte: new Date(now.getTime() - FEED_PAST_DAYS * 24 * 60 * 60 * 1000) } })
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
    return toSchoolEvent(created.toObject());
  }

  async update(id: string, input: EventDto, upload: UploadedImage, by: StaffUser): Promise<SchoolEvent> {
    const existing = await this.find(id);
    const fields = await this.fields(input);
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
    return toSchoolEvent(updated);
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
    };
  }
}
