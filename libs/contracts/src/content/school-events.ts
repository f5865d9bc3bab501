import type { Picture } from './images';

/** A school event (issue 16): its own dates, so /events splits upcoming from past by them, not by a post's date. */
export interface SchoolEvent {
  id: string;
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
