import { useState } from 'react';
import type { SchoolEvent } from '@icast/contracts';
import { campusPlace } from '@icast/contracts';
import { siteOrigin } from '@icast/api-client';
import { useSiteContent } from '@icast/site-content';
import { eventWhere } from './event-format';
import {
  type EventFilters,
  NO_EVENT_FILTERS,
  calendarFeedAddress,
  calendarFeedUrl,
  calendarSubscribeUrl,
  eventIcsUrl,
  eventPath,
  googleCalendarEventUrl,
  googleCalendarSubscribeUrl,
} from './events-api';

/** The place Google Calendar shows and maps: venue, then the campus with its street address. */
function placeOf(event: SchoolEvent, settings: ReturnType<typeof useSiteContent>['settings']): string {
  return [event.venue, campusPlace(settings, event.campus)].filter(Boolean).join(', ') || eventWhere(event, settings);
}

/** One event into the visitor's calendar: Google's own page (Android, Gmail) or the .ics file (iPhone, Outlook). */
export function AddToCalendar({ event, compact = false }: { event: SchoolEvent; compact?: boolean }) {
  const { settings } = useSiteContent();
  const origin = siteOrigin();
  const google = googleCalendarEventUrl(event, placeOf(event, settings), `${origin}${eventPath(event)}`);
  // On a card several events sit side by side: each link names its event for screen readers.
  const label = compact ? `Add to Google Calendar: ${event.title}` : undefined;
  return (
    <p className={compact ? 'pub-calendar-links pub-calendar-links--compact' : 'pub-calendar-links'}>
      <a
        className={compact ? 'pub-calendar-link' : 'icast-button icast-button--outline'}
        href={google}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
      >
        Add to Google Calendar
      </a>
      <a
        className={compact ? 'pub-calendar-link' : 'icast-button icast-button--outline'}
        href={eventIcsUrl(event.slug)}
        download
        aria-label={compact ? `Download ${event.title} for my calendar (.ics)` : undefined}
      >
        {compact ? 'Download (.ics)' : 'Add to my calendar (.ics)'}
      </a>
    </p>
  );
}

/**
 * The whole calendar, kept up to date by the visitor's own calendar app: Google Calendar's page (the way on Android,
 * where `webcal:` does nothing), `webcal:` for iPhone, Mac and Outlook, the https address to paste anywhere, and a
 * one-off download. With filters chosen, every address carries them: subscribing gives only those events.
 */
export function SubscribeToCalendar({
  filters = NO_EVENT_FILTERS,
  narrowed = '',
}: {
  filters?: EventFilters;
  /** The filters in words (`Sports at Elebu Campus`), or '' for every event. */
  narrowed?: string;
}) {
  const origin = siteOrigin();
  const address = calendarFeedAddress(origin, filters);
  const [copied, setCopied] = useState<'yes' | 'no'>();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied('yes');
    } catch {
      // No clipboard (an older phone, a page not served over https): the address is selected to copy by hand.
      (document.getElementById('calendar-address') as HTMLInputElement | null)?.select();
      setCopied('no');
    }
  };
  return (
    <section className="pub-calendar" aria-labelledby="calendar-heading">
      <h2 id="calendar-heading">Keep every event in your calendar</h2>
      <p>
        Subscribe once and new events appear in your calendar by themselves
        {narrowed ? ` (only these: ${narrowed})` : ''}.
      </p>
      <p className="pub-actions">
        <a className="icast-button icast-button--primary" href={googleCalendarSubscribeUrl(origin, filters)}>
          Subscribe in Google Calendar
        </a>
        <a className="icast-button icast-button--outline" href={calendarSubscribeUrl(origin, filters)}>
          Subscribe on iPhone, Mac or Outlook
        </a>
        <a className="icast-button icast-button--outline" href={address}>
          Subscribe by https address
        </a>
      </p>
      <label htmlFor="calendar-address" className="pub-calendar__label">
        Or paste this address into any calendar app (&quot;Add calendar from URL&quot;):
      </label>
      <div className="pub-calendar__copy">
        <input id="calendar-address" className="icast-input" readOnly value={address} />
        <button type="button" className="icast-button icast-button--outline" onClick={() => void copy()}>
          Copy address
        </button>
      </div>
      <p role="status" className="pub-muted">
        {copied === 'yes' ? 'The address is copied.' : copied === 'no' ? 'Press and hold the address to copy it.' : ''}
      </p>
      <p>
        <a href={calendarFeedUrl(filters)} download>
          Download the calendar (.ics) once
        </a>
      </p>
    </section>
  );
}
