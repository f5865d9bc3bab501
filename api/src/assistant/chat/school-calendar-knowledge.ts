import { campusPlace, type Announcement, type SchoolContacts, type SchoolEvent } from '@icast/contracts';
import type { KnowledgeEntry } from './knowledge-base';

/** Events that ended this long ago are still answered ("how did the sports day go?", "when was the PTA meeting?"). */
export const RECENT_EVENT_DAYS = 60;
/** The upcoming events the assistant knows, soonest first; a school has far fewer than this at a time. */
export const UPCOMING_EVENTS_KNOWN = 20;
/** The calendar passage names this many. */
const CALENDAR_LISTS = 5;

const LAGOS_DAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});
const LAGOS_TIME = new Intl.DateTimeFormat('en-GB', {
  hour: 'numeric',
  minute: '2-digit',
  // 'h12', not `hour12: true`: with en-GB, Node's ICU reads that as 'h11' and writes half past noon "0:30 pm".
  hourCycle: 'h12',
  timeZone: 'Africa/Lagos',
});

/** "9:00 am", as the school writes times. */
const timeOf = (date: Date) => LAGOS_TIME.format(date).replace(/\s/g, ' ').toLowerCase();

/** "Friday, 14 March 2025, 9:00 am to 2:00 pm", or across days "... 9:00 am to Saturday, 15 March 2025, 2:00 pm". */
export function whenText(startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const startDay = LAGOS_DAY.format(start);
  const endDay = LAGOS_DAY.format(end);
  const until = endDay === startDay ? timeOf(end) : `${endDay}, ${timeOf(end)}`;
  return `${startDay}, ${timeOf(start)} to ${until} (Lagos time)`;
}

function whereText(event: SchoolEvent, contacts: Pick<SchoolContacts, 'campuses'>): string {
  const campus = event.campus ? campusPlace(contacts, event.campus) : undefined;
  return [event.venue, campus].filter(Boolean).join(', ');
}

/** One event as a passage: what, when and where, in words a parent asks with, and its page. */
function eventEntry(event: SchoolEvent, contacts: Pick<SchoolContacts, 'campuses'>, now: Date): KnowledgeEntry {
  const held = Date.parse(event.endsAt) <= now.getTime();
  const where = whereText(event, contacts);
  const answer =
    `${event.title} ${held ? 'was held on' : 'is on'} ${whenText(event.startsAt, event.endsAt)}` +
    `${where ? `, at ${where}` : ''}.${event.description ? ` ${event.description}` : ''}`;
  return {
    id: `event-${event.id}`,
    question: `When and where is ${event.title}?`,
    keywords: 'event date day programme',
    answer,
    source: { title: event.title, path: `/events/${event.id}` },
  };
}

/** "What's coming up?": the next few events with their dates, pointing to the events page. */
function calendarEntry(upcoming: readonly SchoolEvent[]): KnowledgeEntry {
  const listed = upcoming.slice(0, CALENDAR_LISTS);
  const answer =
    listed.length === 0
      ? 'No school events are planned on the calendar right now. The events page lists them as soon as they are.'
      : `Coming up at ICAST: ${listed
          .map((event) => `${event.title} on ${LAGOS_DAY.format(new Date(event.startsAt))}`)
          .join('; ')}. The events page has the details and calendar files.`;
  return {
    id: 'events-calendar',
    question: 'What events are coming up? What is on the school calendar?',
    keywords: 'upcoming events calendar programme activities next coming soon',
    answer,
    source: { title: 'Events', path: '/events' },
  };
}

/** The site-wide announcement while it is shown, with its link. */
function announcementEntry(announcement: Announcement): KnowledgeEntry {
  const link = announcement.link ? ` ${announcement.linkText || 'More'}: ${announcement.link}` : '';
  const internal = announcement.link.startsWith('/');
  return {
    id: 'announcement',
    question: announcement.text,
    keywords: 'announcement news notice',
    answer: `${announcement.text}${link}`,
    source: { title: 'Announcement', path: internal ? announcement.link : '/' },
  };
}

/** What the school has on: events upcoming and recent (dated), and the announcement while it runs. */
export interface SchoolCalendar {
  events: SchoolEvent[];
  announcement: Announcement | null;
}

/** The calendar as passages: each event, what is coming up, and the announcement while it is shown. */
export function calendarEntries(
  calendar: SchoolCalendar,
  contacts: Pick<SchoolContacts, 'campuses'>,
  now: Date,
): KnowledgeEntry[] {
  const recentSince = now.getTime() - RECENT_EVENT_DAYS * 24 * 60 * 60 * 1000;
  const known = calendar.events.filter((event) => Date.parse(event.endsAt) >= recentSince);
  const upcoming = known
    .filter((event) => Date.parse(event.endsAt) > now.getTime())
    .sort((left, right) => Date.parse(left.startsAt) - Date.parse(right.startsAt));
  const announcement = calendar.announcement;
  const showing =
    announcement &&
    Date.parse(announcement.startsAt) <= now.getTime() &&
    Date.parse(announcement.endsAt) > now.getTime();
  return [
    ...known.map((event) => eventEntry(event, contacts, now)),
    calendarEntry(upcoming),
    ...(showing ? [announcementEntry(announcement)] : []),
  ];
}
