import { BLOG_SLUG_MAX, BLOG_SLUG_PATTERN, slugOf } from './types';
import type { Picture } from './images';

/** A school event: its own dates, so /events splits upcoming from past by them, not by a post's date. */
export interface SchoolEvent {
  id: string;
  /** `/events/{slug}`: its title and year (`cultural-day-2026`); an address it had before still finds it. */
  slug: string;
  title: string;
  startsAt: string;
  endsAt: string;
  /** A campus id from the site settings (`elebu`), or '' when it is held elsewhere. */
  campus: string;
  /** Hall, field or address: `Main hall`, `Agodi Gardens`. */
  venue: string;
  description: string;
  picture: Picture | null;
  updatedAt: string;
}

export const EVENT_LIST_WHEN = ['upcoming', 'past'] as const;
export type EventListWhen = (typeof EVENT_LIST_WHEN)[number];
export const EVENT_LIST_MAX = 50;

export const EVENT_LIMITS = { title: 120, venue: 120, description: 3000 } as const;

/** Multipart: title, startsAt, endsAt, campus, venue, description, imageAlt, image?, removeImage. */
export type SchoolEventForm = FormData;

export const EVENT_SLUG_PATTERN = BLOG_SLUG_PATTERN;
/** With room for the year and a `-2`. */
export const EVENT_SLUG_MAX = BLOG_SLUG_MAX + 8;

/**
 * The address an event asks for, before a `-2` makes it unique: its title and the year it starts in Lagos
 * (`cultural-day-2026`), so the same event next year gets its own address; the year is not repeated when the title
 * already ends with it (`sports-day-2026`).
 */
export function eventSlugOf(title: string, startsAt: Date | string): string {
  const year = new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Africa/Lagos' }).format(
    new Date(startsAt),
  );
  const base = slugOf(title, 'event', BLOG_SLUG_MAX - year.length - 1);
  return base === year || base.endsWith(`-${year}`) ? base : `${base}-${year}`;
}
