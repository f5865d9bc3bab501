import { randomUUID } from 'node:crypto';
import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  academicYearOn,
  effectiveAcademicYear,
  type Announcement,
  type CounterItem,
  type FaqItem,
  type HeroSlideItem,
  type SchoolClosure,
  type SiteContent,
  type SiteSettings,
  type StaffUser,
  type TestimonialItem,
  fieldRefusal,
  SINGLE_CONTENT_ITEM,
} from '@icast/contracts';
import { ContentChanges } from '../content-audit/content-changes';
import { AppConfig } from '../../platform/config/app-config';
import { Clock } from '../../platform/jobs/clock';
import { isDuplicateKey } from '../../platform/database/duplicate-key';
import { PublicCacheVersion } from '../public-cache/public-cache-version';
import { PUBLIC_CACHE_MAX_AGE_MS } from '../public-cache/public-read-cache';
import { ContentList } from './content-list';
import { ContentRevisions } from '../revisions/content-revisions.service';
import { siteContentRevisionOwners } from './site-content.revisions';
import { SiteMenusService } from './site-menus.service';
import { CounterRecord, FaqRecord, HeroSlideRecord, TestimonialRecord } from './content-lists.schema';
import { defaultSiteSettings } from '@icast/content';
import type { AnnouncementDto, ClosureDto, CountersDto, SiteSettingsDto } from './site-content.dto';
import { SITE_SETTINGS_ID, SiteSettingsRecord } from './site-settings.schema';
import {
  toAnnouncement,
  toClosure,
  toCounterItem,
  toFaqItem,
  toHeroSlideItem,
  toSettings,
  toTestimonialItem,
} from './site-content.views';

/**
 * The site's own facts and words (settings, announcement, FAQs, testimonials, hero slides, counters). It owns their
 * collections; other features read them through this service (the chat: `currentFaqs` and `onChange`).
 */
@Injectable()
export class SiteContentService {
  readonly faqs: ContentList<FaqRecord, FaqItem>;
  readonly testimonials: ContentList<TestimonialRecord, TestimonialItem>;
  readonly heroSlides: ContentList<HeroSlideRecord, HeroSlideItem>;
  readonly counters: ContentList<CounterRecord, CounterItem>;
  /**
   * The settings as last read: every payment config, page fee and e-mail asks for them. Kept until public content
   * changes on any instance (within the public cache's poll) or for the public cache's max age, as a net.
   */
  private settingsRead:
    | { at: number; read: Promise<SiteSettings>; current?: { automatic: string; read: Promise<SiteSettings> } }
    | undefined;

  constructor(
    @InjectModel(SiteSettingsRecord.name) private readonly settingsRows: Model<SiteSettingsRecord>,
    @InjectModel(FaqRecord.name) faqs: Model<FaqRecord>,
    @InjectModel(TestimonialRecord.name) testimonials: Model<TestimonialRecord>,
    @InjectModel(HeroSlideRecord.name) heroSlides: Model<HeroSlideRecord>,
    @InjectModel(CounterRecord.name) counters: Model<CounterRecord>,
    private readonly changes: ContentChanges,
    private readonly publicCache: PublicCacheVersion,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly revisions: ContentRevisions,
    private readonly menus: SiteMenusService,
  ) {
    publicCache.onChange(() => (this.settingsRead = undefined));
    this.faqs = new ContentList(faqs, changes, {
      area: 'FAQ',
      describe: (row) => row.question,
      toItem: toFaqItem,
      revisions: { kind: 'faq', store: revisions },
    });
    this.testimonials = new ContentList(testimonials, changes, {
      area: 'testimonial',
      describe: (row) => row.name,
      toItem: toTestimonialItem,
      revisions: { kind: 'testimonial', store: revisions },
    });
    this.heroSlides = new ContentList(heroSlides, changes, {
      area: 'hero slide',
      describe: (row) => row.heading,
      toItem: toHeroSlideItem,
      revisions: { kind: 'hero-slide', store: revisions },
    });
    this.counters = new ContentList(counters, changes, {
      area: 'counter',
      describe: (row) => `${row.label}: ${row.target}`,
      toItem: toCounterItem,
    });
    siteContentRevisionOwners(this, revisions);
  }

  /** What the public sees: no hidden item, no announcement or closure that has ended. */
  async publicContent(now = this.clock.now()): Promise<SiteContent> {
    const content = await this.content(false);
    const ended = (item: { endsAt: string } | null) => item !== null && Date.parse(item.endsAt) <= now.getTime();
    return {
      ...content,
      announcement: ended(content.announcement) ? null : content.announcement,
      closure: ended(content.closure) ? null : content.closure,
    };
  }

  staffContent(): Promise<SiteContent> {
    return this.content(true);
  }

  /**
   * The academic year the site admits for: ACADEMIC_YEAR when set, else the date's (`academicYearOn`, Lagos time,
   * on the injectable clock); a later year staff chose in School Details wins until the date catches up with it.
   */
  academicYear(chosen?: string): string {
    return effectiveAcademicYear(chosen, this.automaticAcademicYear());
  }

  private automaticAcademicYear(): string {
    return this.config.admissions.academicYear ?? academicYearOn(this.clock.now());
  }

  /** The settings as every page, PDF and message uses them: the academic year as it stands today. */
  private current(settings: SiteSettings, automatic = this.automaticAcademicYear()): SiteSettings {
    return { ...settings, academicYear: effectiveAcademicYear(settings.academicYear, automatic) };
  }

  private defaults(): SiteSettings {
    return defaultSiteSettings(this.academicYear());
  }

  settings(): Promise<SiteSettings> {
    const now = Date.now();
    if (!this.settingsRead || now - this.settingsRead.at >= PUBLIC_CACHE_MAX_AGE_MS) {
      const read = this.settingsRow().then((row) => (row ? toSettings(row) : this.defaults()));
      this.settingsRead = { at: now, read };
      // A failed read (the database away) is not kept: the next caller asks again.
      read.catch(() => {
        if (this.settingsRead?.read === read) this.settingsRead = undefined;
      });
    }
    // One promise for every caller while the stored settings and the date's year stay as they are.
    const automatic = this.automaticAcademicYear();
    if (this.settingsRead.current?.automatic !== automatic) {
      const current = this.settingsRead.read.then((settings) => this.current(settings, automatic));
      this.settingsRead.current = { automatic, read: current };
    }
    return this.settingsRead.current.read;
  }

  /** The FAQs the public sees, in order: what the chat should answer from. */
  currentFaqs(): Promise<FaqItem[]> {
    return this.faqs.items(false);
  }

  /**
   * Runs `listener` whenever public content changes (on any API instance, within about a second), so a module that
   * keeps something built from it (the chat's index of the FAQs) can rebuild. Returns the unsubscribe function.
   */
  onChange(listener: () => void): () => void {
    return this.publicCache.onChange(listener);
  }

  async updateSettings(input: SiteSettingsDto, by: StaffUser): Promise<SiteSettings> {
    const ids = input.campuses.map((campus) => campus.id);
    if (new Set(ids).size !== ids.length)
      throw new BadRequestException(fieldRefusal('campuses', 'Each campus needs its own id'));
    const stored = await this.settingsRow();
    const current = stored ? toSettings(stored) : this.defaults();
    const change = { current, proposed: { ...current, ...input }, title: 'School details' };
    if (await this.revisions.held('settings', SINGLE_CONTENT_ITEM, change, by)) return this.current(current);
    const row = await this.settingsRows
      .findOneAndUpdate({ _id: SITE_SETTINGS_ID }, { $set: { ...input } }, { upsert: true, new: true })
      .lean<SiteSettingsRecord>()
      .exec();
    await this.changes.saved(by, 'settings', 'updated', 'Site settings');
    await this.revisions.saved('settings', SINGLE_CONTENT_ITEM, toSettings(row), by);
    return this.current(toSettings(row));
  }

  async updateAnnouncement(input: AnnouncementDto | null, by: StaffUser): Promise<Announcement | null> {
    if (input && Date.parse(input.endsAt) <= Date.parse(input.startsAt)) {
      throw new BadRequestException(fieldRefusal('announcement.endsAt', 'The announcement must end after it starts'));
    }
    const announcement = input
      ? { ...input, startsAt: new Date(input.startsAt), endsAt: new Date(input.endsAt) }
      : null;
    const current = toAnnouncement((await this.settingsRow())?.announcement);
    const change = { current, proposed: toAnnouncement(announcement), title: 'Announcement' };
    if (await this.revisions.held('announcement', SINGLE_CONTENT_ITEM, change, by)) return current;
    await this.ensureSettingsRow();
    await this.settingsRows.updateOne({ _id: SITE_SETTINGS_ID }, { $set: { announcement } }).exec();
    await this.changes.saved(by, 'announcement', input ? 'updated' : 'deleted', input?.text ?? 'Announcement removed');
    await this.revisions.saved('announcement', SINGLE_CONTENT_ITEM, toAnnouncement(announcement), by);
    return toAnnouncement(announcement);
  }

  /** Publishes a closure under a new id (so it can be sent), or takes it down (null). */
  async updateClosure(input: ClosureDto | null, by: StaffUser): Promise<SchoolClosure | null> {
    if (input && Date.parse(input.endsAt) <= Date.parse(input.startsAt)) {
      throw new BadRequestException(fieldRefusal('closure.endsAt', 'The closure must end after it starts'));
    }
    const campuses = (await this.settings()).campuses.map((campus) => campus.id);
    const unknown = input?.campuses.find((campus) => !campuses.includes(campus));
    if (unknown) {
      throw new BadRequestException(fieldRefusal('closure.campuses', `campuses must be among ${campuses.join(', ')}`));
    }
    await this.ensureSettingsRow();
    const closure = input
      ? {
          ...input,
          id: randomUUID(),
          campuses: [...new Set(input.campuses)],
          startsAt: new Date(input.startsAt),
          endsAt: new Date(input.endsAt),
        }
      : null;
    await this.settingsRows.updateOne({ _id: SITE_SETTINGS_ID }, { $set: { closure } }).exec();
    await this.changes.saved(by, 'closure', input ? 'updated' : 'deleted', input?.title ?? 'Closure taken down');
    return toClosure(closure);
  }

  /** The closure staff published (current, future or ended), as the send reads it. */
  async publishedClosure(): Promise<SchoolClosure | null> {
    return toClosure((await this.settingsRow())?.closure);
  }

  /** The whole list at once: stored rows keep their ids, new ones are added, missing ones deleted. */
  async replaceCounters(input: CountersDto, by: StaffUser): Promise<CounterItem[]> {
    const model = this.counters.collection;
    const stored = new Set((await this.counters.items(true)).map((counter) => counter.id));
    const unknown = input.counters.find((counter) => counter.id !== undefined && !stored.has(counter.id));
    if (unknown) throw new BadRequestException('A counter was deleted meanwhile: reload the page and try again');
    const current = await this.counters.items(true);
    const proposed = input.counters.map(({ id, label, target, hidden }) => ({
      id: id ?? '',
      label,
      target,
      hidden: hidden ?? false,
    }));
    if (await this.revisions.held('counters', SINGLE_CONTENT_ITEM, { current, proposed, title: 'Counters' }, by)) {
      return current;
    }
    const kept = new Set(input.counters.map((counter) => counter.id));
    await model.deleteMany({ _id: { $in: [...stored].filter((id) => !kept.has(id)) } }).exec();
    for (const [position, { id, ...fields }] of input.counters.entries()) {
      const row = { ...fields, hidden: fields.hidden ?? false, position };
      if (id) await model.updateOne({ _id: id }, { $set: row }).exec();
      else await model.create(row);
    }
    await this.changes.saved(
      by,
      'counters',
      'updated',
      input.counters.map((c) => `${c.label}: ${c.target}`).join(', '),
    );
    const counters = await this.counters.items(true);
    await this.revisions.saved('counters', SINGLE_CONTENT_ITEM, counters, by);
    return counters;
  }

  private async content(includeHidden: boolean): Promise<SiteContent> {
    const [row, faqs, testimonials, heroSlides, counters, menus] = await Promise.all([
      this.settingsRow(),
      this.faqs.items(includeHidden),
      this.testimonials.items(includeHidden),
      this.heroSlides.items(includeHidden),
      this.counters.items(includeHidden),
      this.menus.menus(includeHidden),
    ]);
    return {
      settings: this.current(row ? toSettings(row) : this.defaults()),
      announcement: toAnnouncement(row?.announcement),
      closure: toClosure(row?.closure),
      faqs,
      testimonials,
      heroSlides,
      counters,
      menus,
    };
  }

  private settingsRow(): Promise<SiteSettingsRecord | null> {
    return this.settingsRows.findById(SITE_SETTINGS_ID).lean<SiteSettingsRecord>().exec();
  }

  /** Writes the defaults unless staff (or the first start) already wrote settings; never overwrites them. */
  async ensureSettingsRow(): Promise<void> {
    try {
      await this.settingsRows
        .updateOne(
          { _id: SITE_SETTINGS_ID },
          { $setOnInsert: { ...this.defaults(), announcement: null } },
          { upsert: true },
        )
        .exec();
    } catch (error) {
      // Two API processes starting on an empty database both try to insert the row; the one refused by _id finds
      // the row written, which is all it wanted.
      if (!isDuplicateKey(error)) throw error;
    }
  }
}
