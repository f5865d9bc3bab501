import type { Picture } from './images';
import type { SchoolClosure } from './school-closure';
import type { SiteMenus } from './site-menus';

/**
 * The school's own words and facts as staff edit them in the dashboard. `libs/content` holds the
 * defaults the API writes on its first start and what pages show while this has not arrived.
 */

export const SOCIAL_NETWORKS = ['Facebook', 'Instagram', 'X'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface CampusSettings {
  /** Stable slug: `elebu`. */
  id: string;
  label: string;
  address: string;
  /** Decimal degrees (WGS 84) for a "Get directions" link straight to the gate; null: directions to the address. */
  latitude: number | null;
  longitude: number | null;
}

export interface SiteSettings {
  phones: string[];
  /** The office number that answers WhatsApp (the chat's launcher and its "cannot answer" reply). */
  whatsapp: string;
  emails: string[];
  campuses: CampusSettings[];
  /** As shown in the top bar: `8:00-18:00 Mon-Sat`. */
  openingHours: string;
  schoolHours: string;
  social: Array<{ network: SocialNetwork; href: string }>;
  /** `2025-2026`. */
  academicYear: string;
  /** Shown on the admission pages when set: `Applications for September close on 31 July`. */
  applicationDeadline: string;
}

/**
 * How to reach the school, as staff last set it in the site settings (a `SiteSettings` is one): what the API's
 * papers and messages print (letterheads, e-mail footers, "call us on" lines) and the chat's "cannot answer" reply.
 */
export type SchoolContacts = Pick<SiteSettings, 'phones' | 'whatsapp' | 'emails' | 'campuses'>;

/** The number a text gives when it names one ("please call us on ..."): the first phone staff list. */
export const officePhone = (contacts: Pick<SchoolContacts, 'phones'>): string => contacts.phones[0] ?? '';

/** The address a text gives when it names one: the first e-mail staff list. */
export const officeEmail = (contacts: Pick<SchoolContacts, 'emails'>): string => contacts.emails[0] ?? '';

/** A campus as a visitor finds it, `Elebu Campus, 14 Elebu Road, ...`; undefined for an id staff no longer list. */
export function campusPlace(contacts: Pick<SchoolContacts, 'campuses'>, campusId: string): string | undefined {
  const campus = contacts.campuses.find((candidate) => candidate.id === campusId);
  return campus && `${campus.label}, ${campus.address}`;
}

/** A site-wide notice shown above every public page between two moments. */
export interface Announcement {
  text: string;
  /** A site path (`/admission`) or an https address; '' for none. */
  link: string;
  linkText: string;
  startsAt: string;
  endsAt: string;
}

/** Every edited list item: an id, and hidden items are kept for staff but never shown to the public. */
interface ContentItem {
  id: string;
  hidden: boolean;
}

export const FAQ_CATEGORIES = ['admissions', 'fees', 'academics', 'hostel', 'daily-life', 'general'] as const;
export type FaqCategoryValue = (typeof FAQ_CATEGORIES)[number];

export interface FaqFields {
  question: string;
  /** May contain `{fee}`, `{validityDays}`, `{academicYear}`, `{phones}` and `{email}`, filled in where shown. */
  answer: string;
  category: FaqCategoryValue;
  /** The page that covers the topic in full (the chat links to it). */
  sourcePath: string;
  hidden: boolean;
}
export type FaqItem = FaqFields & ContentItem;

export interface TestimonialFields {
  name: string;
  /** `Parent`, `Parent of a JSS2 student`. */
  role: string;
  text: string;
  hidden: boolean;
}
export type TestimonialItem = TestimonialFields & ContentItem;

export interface CounterFields {
  label: string;
  target: number;
  hidden: boolean;
}
export type CounterItem = CounterFields & ContentItem;

export interface HeroButton {
  label: string;
  /** A site path: `/admission`. */
  to: string;
}

export interface HeroSlideFields {
  heading: string;
  text: string;
  /** At most two: the first is the strong one. */
  buttons: HeroButton[];
  /** Names the drawing shown when the slide has no photo. */
  imageKey: string;
  hidden: boolean;
}
export type HeroSlideItem = HeroSlideFields & ContentItem & { picture: Picture | null };

/** GET site-content: everything the public frame and home page show, in one cached answer. */
export interface SiteContent {
  settings: SiteSettings;
  /** Present until it ends; pages show it from `startsAt`. */
  announcement: Announcement | null;
  /** A school closure until it ends; pages show it from `startsAt` (currentClosure). */
  closure: SchoolClosure | null;
  faqs: FaqItem[];
  testimonials: TestimonialItem[];
  heroSlides: HeroSlideItem[];
  counters: CounterItem[];
  /** The header's menu and the footer's links; absent from an older API's answer (pages then draw the defaults). */
  menus?: SiteMenus;
}

/**
 * The id of the `<script type="application/json">` in which the document server writes the site content into the
 * page, so the first render already shows what staff published (no request, no jump when it arrives).
 */
export const SITE_CONTENT_ELEMENT_ID = 'icast-site-content';

export const SITE_CONTENT_LIMITS = {
  phone: 20,
  phones: 4,
  email: 254,
  emails: 4,
  campuses: 6,
  label: 80,
  address: 200,
  shortText: 120,
  question: 200,
  answer: 2000,
  testimonial: 1000,
  heading: 120,
  slideText: 400,
  buttons: 2,
  counters: 8,
  counterMax: 1_000_000,
  announcement: 200,
  listItems: 100,
} as const;

/** A multipart hero slide: the fields as text (`buttons` as JSON) plus an optional `image` and its `imageAlt`. */
export type HeroSlideForm = FormData;

/** One change to the site's content, for the admins' audit list. */
export interface ContentAuditEntry {
  _id: string;
  at: string;
  by: { name: string; email: string };
  /** `faq`, `settings`, `event`, `album`, `blog post`... */
  area: string;
  action: 'created' | 'updated' | 'deleted' | 'reordered' | 'published' | 'unpublished' | 'replaced';
  /** What changed, for people: `FAQ "How much is the application form?"`. */
  summary: string;
}
