import type {
  Announcement,
  SchoolClosure,
  CounterItem,
  FaqCategoryValue,
  FaqItem,
  HeroSlideItem,
  SiteSettings,
  SocialNetwork,
  TestimonialItem,
} from '@icast/contracts';
import { SITE } from '@icast/content';
import { toPicture } from '../images/image.view';
import type { StoredRow } from './content-list';
import type { CounterRecord, FaqRecord, HeroSlideRecord, TestimonialRecord } from './content-lists.schema';
import type { AnnouncementFields, ClosureFields, SiteSettingsRecord } from './site-settings.schema';

/** The stored shapes as the API answers them: ids as strings, dates as ISO strings, internals left out. */

const item = (row: StoredRow<{ hidden: boolean }>) => ({ id: String(row._id), hidden: row.hidden === true });

export const toFaqItem = (row: StoredRow<FaqRecord>): FaqItem => ({
  ...item(row),
  question: row.question,
  answer: row.answer,
  category: row.category as FaqCategoryValue,
  sourcePath: row.sourcePath,
});

export const toTestimonialItem = (row: StoredRow<TestimonialRecord>): TestimonialItem => ({
  ...item(row),
  name: row.name,
  role: row.role,
  text: row.text,
});

export const toCounterItem = (row: StoredRow<CounterRecord>): CounterItem => ({
  ...item(row),
  label: row.label,
  target: row.target,
});

export const toHeroSlideItem = (row: StoredRow<HeroSlideRecord>): HeroSlideItem => ({
  ...item(row),
  heading: row.heading,
  text: row.text ?? '',
  buttons: (row.buttons ?? []).map((button) => ({ label: button.label, to: button.to })),
  imageKey: row.imageKey,
  picture: row.picture ? toPicture(row.picture, row.imageAlt) : null,
});

export const toSettings = (row: SiteSettingsRecord): SiteSettings => ({
  phones: [...row.phones],
  whatsapp: row.whatsapp || SITE.whatsapp,
  emails: [...row.emails],
  campuses: row.campuses.map((campus) => ({
    id: campus.id,
    label: campus.label,
    address: campus.address,
    latitude: campus.latitude ?? null,
    longitude: campus.longitude ?? null,
  })),
  openingHours: row.openingHours,
  schoolHours: row.schoolHours,
  social: row.social.map((link) => ({ network: link.network as SocialNetwork, href: link.href })),
  academicYear: row.academicYear,
  applicationDeadline: row.applicationDeadline ?? '',
});

export const toAnnouncement = (row: AnnouncementFields | null | undefined): Announcement | null =>
  row
    ? {
        text: row.text,
        link: row.link ?? '',
        linkText: row.linkText ?? '',
        startsAt: new Date(row.startsAt).toISOString(),
        endsAt: new Date(row.endsAt).toISOString(),
      }
    : null;

export const toClosure = (row: ClosureFields | null | undefined): SchoolClosure | null =>
  row
    ? {
        id: row.id,
        title: row.title,
        message: row.message,
        startsAt: new Date(row.startsAt).toISOString(),
        endsAt: new Date(row.endsAt).toISOString(),
        campuses: row.campuses ?? [],
      }
    : null;
