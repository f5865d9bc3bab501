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
  /** Term dates, holidays, open days, sports or other: the calendar's filter and its colour key. */
  category: EventCategory;
  /** null: once. Otherwise the series the first dates above start (startsAt/endsAt are the first occurrence). */
  recurrence: EventRecurrence | null;
  updatedAt: string;
}

/** The school's fixed list of event kinds; events stored before categories existed count as `other`. */
export const EVENT_CATEGORIES = ['term-dates', 'holidays', 'open-days', 'sports', 'other'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
export const EVENT_CATEGORY_LABELS: Record<EventCategory, string> = {
  'term-dates': 'Term dates',
  holidays: 'Holidays',
  'open-days': 'Open days',
  sports: 'Sports',
  other: 'Other events',
};

export const EVENT_REPEAT_FREQUENCIES = ['weekly', 'monthly', 'yearly'] as const;
export type EventRepeatFrequency = (typeof EVENT_REPEAT_FREQUENCIES)[number];
export const EVENT_REPEAT_LABELS: Record<EventRepeatFrequency, string> = {
  weekly: 'Every week',
  monthly: 'Every month',
  yearly: 'Every year',
};
/** A series never expands to more dates than this, so a typo never fills a calendar for a century. */
export const EVENT_OCCURRENCES_MAX = 200;

/** A repeating event: every week, month or year until a last day (Lagos, inclusive) or for a number of times. */
export interface EventRecurrence {
  frequency: EventRepeatFrequency;
  /** `2026-12-18`: the last day an occurrence may start on; or null when `count` ends the series. */
  until: string | null;
  /** 2 to EVENT_OCCURRENCES_MAX; or null when `until` ends the series. */
  count: number | null;
}

/** One date of an event: the event itself for a one-off, the n-th date of a series otherwise. */
export interface EventOccurrence {
  event: SchoolEvent;
  startsAt: string;
  endsAt: string;
}

/** `2026-11`: a month of the public calendar (`?month=`). */
export const CALENDAR_MONTH_PATTERN = /^(20\d\d)-(0[1-9]|1[0-2])$/;

/** The school's clock: Lagos is UTC+1 all year (no daylight saving), so a Lagos day is a fixed UTC window. */
export const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of the Lagos day `2026-12-18` as an instant; NaN when it is not a real date. */
export function lagosDayStart(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return Number.NaN;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, date);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) {
    return Number.NaN;
  }
  return utc - LAGOS_OFFSET_MS;
}

/** The n-th step of a series from `start`, or undefined when that month has no such day (31 Feb): skipped. */
function stepOf(start: number, frequency: EventRepeatFrequency, step: number): number | undefined {
  if (frequency === 'weekly') return start + step * 7 * DAY_MS;
  // Month and year steps are taken on the Lagos calendar, keeping the Lagos time of day.
  const local = new Date(start + LAGOS_OFFSET_MS);
  const months = frequency === 'monthly' ? step : step * 12;
  const moved = new Date(local.getTime());
  moved.setUTCDate(1);
  moved.setUTCMonth(local.getUTCMonth() + months);
  moved.setUTCDate(local.getUTCDate());
  if (moved.getUTCDate() !== local.getUTCDate()) return undefined;
  return moved.getTime() - LAGOS_OFFSET_MS;
}

/**
 * Every date of the event (its own for a one-off), in order, at most `max` (EVENT_OCCURRENCES_MAX; one more tells
 * the form a series is too long). A series ends after
 * `count` dates or on its `until` day; months without the start's day (31st, 29 February) are skipped, as RFC 5545
 * calendars do.
 */
export function eventDates(
  event: Pick<SchoolEvent, 'startsAt' | 'endsAt' | 'recurrence'>,
  max: number = EVENT_OCCURRENCES_MAX,
): Array<{ startsAt: string; endsAt: string }> {
  const start = Date.parse(event.startsAt);
  const length = Date.parse(event.endsAt) - start;
  const rule = event.recurrence;
  if (!rule) return [{ startsAt: event.startsAt, endsAt: event.endsAt }];
  const limit = Math.min(rule.count ?? max, max);
  const lastStart = rule.until ? lagosDayStart(rule.until) + DAY_MS : Number.POSITIVE_INFINITY;
  const dates: Array<{ startsAt: string; endsAt: string }> = [];
  // Skipped months never loop for long: at most 12 misses for every date kept.
  for (let step = 0; dates.length < limit && step < limit * 12; step += 1) {
    const at = stepOf(start, rule.frequency, step);
    if (at === undefined) continue;
    if (at >= lastStart) break;
    dates.push({ startsAt: new Date(at).toISOString(), endsAt: new Date(at + length).toISOString() });
  }
  return dates;
}

/** `20261218T225959Z`: the UTC form calendars take (RFC 5545 DATE-TIME, Google's template dates). */
export const calendarUtcStamp = (at: number | string) =>
  new Date(at)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * The series as one RFC 5545 RRULE value (`FREQ=WEEKLY;COUNT=6`; UNTIL the end of the Lagos day, in UTC as the
 * standard asks when DTSTART is UTC): the .ics file and Google's "Add to Google Calendar" both repeat it themselves.
 */
export function eventRecurrenceRule(rule: EventRecurrence): string {
  const end = rule.until
    ? `UNTIL=${calendarUtcStamp(lagosDayStart(rule.until) + DAY_MS - 1000)}`
    : `COUNT=${rule.count ?? EVENT_OCCURRENCES_MAX}`;
  return `FREQ=${rule.frequency.toUpperCase()};${end}`;
}

/** `Every week until Fri 18 December 2026`, `Every month, 6 times`: the series in words, or '' for a one-off. */
export function recurrenceText(rule: EventRecurrence | null): string {
  if (!rule) return '';
  const every = EVENT_REPEAT_LABELS[rule.frequency];
  if (rule.until) {
    const day = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${rule.until}T00:00:00Z`));
    return `${every} until ${day}`;
  }
  return `${every}, ${rule.count ?? EVENT_OCCURRENCES_MAX} times`;
}

export const EVENT_LIST_WHEN = ['upcoming', 'past'] as const;
export type EventListWhen = (typeof EVENT_LIST_WHEN)[number];
export const EVENT_LIST_MAX = 50;

export const EVENT_LIMITS = { title: 120, venue: 120, description: 3000 } as const;

/**
 * Multipart: title, startsAt, endsAt, campus, venue, description, category, repeat ('' once, or a frequency),
 * repeatUntil (`2026-12-18`) or repeatCount, imageAlt, image?, removeImage.
 */
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
