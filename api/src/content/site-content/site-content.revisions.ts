import {
  type Announcement,
  type CounterItem,
  type HeroSlideItem,
  type SiteSettings,
  type StaffUser,
} from '@icast/contracts';
import type { ContentRevisions } from '../revisions/content-revisions.service';
import type { ListItemFields } from './content-lists.schema';
import type { AnnouncementDto, CountersDto, SiteSettingsDto } from './site-content.dto';

/** What the site content service does to put a kept version back: its own saves. */
interface SiteContentSaves {
  updateSettings(input: SiteSettingsDto, by: StaffUser): Promise<unknown>;
  updateAnnouncement(input: AnnouncementDto | null, by: StaffUser): Promise<unknown>;
  replaceCounters(input: CountersDto, by: StaffUser): Promise<unknown>;
  readonly faqs: ItemUpdates;
  readonly testimonials: ItemUpdates;
  readonly heroSlides: ItemUpdates;
  readonly counters: { items(includeHidden: boolean): Promise<CounterItem[]> };
}

interface ItemUpdates {
  update(id: string, fields: Partial<ListItemFields>, by: StaffUser): Promise<unknown>;
}

/** A list item's own words as its row stores them: without its id, and a slide's photo staying as it is now. */
function rowFieldsOf(item: Record<string, unknown>): Partial<ListItemFields> {
  const { id: _id, picture, ...fields } = item;
  const alt = (picture as HeroSlideItem['picture'])?.alt;
  return { ...fields, ...(alt ? { imageAlt: alt } : {}) } as Partial<ListItemFields>;
}

/**
 * Says how each part of the site's content is put back from a kept version. The school closure has no history: putting
 * an old closure back would tell families the school is shut again.
 */
export function siteContentRevisionOwners(content: SiteContentSaves, revisions: ContentRevisions): void {
  revisions.owns('settings', { restore: (_id, value, by) => content.updateSettings(value as SiteSettings, by) });
  revisions.owns('announcement', {
    restore: (_id, value, by) => content.updateAnnouncement(value as Announcement | null, by),
  });
  revisions.owns('counters', {
    restore: async (_id, value, by) => {
      // A counter deleted since is added again, under a new id.
      const stored = new Set((await content.counters.items(true)).map((counter) => counter.id));
      const counters = (value as CounterItem[]).map(({ id, label, target, hidden }) => ({
        ...(stored.has(id) ? { id } : {}),
        label,
        target,
        hidden,
      }));
      return content.replaceCounters({ counters }, by);
    },
  });
  const lists = { faq: content.faqs, testimonial: content.testimonials, 'hero-slide': content.heroSlides } as const;
  for (const [kind, list] of Object.entries(lists) as Array<[keyof typeof lists, ItemUpdates]>) {
    revisions.owns(kind, {
      restore: (id, value, by) => list.update(id, rowFieldsOf(value as Record<string, unknown>), by),
    });
  }
}
