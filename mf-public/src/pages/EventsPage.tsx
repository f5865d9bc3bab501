import { Link, useLoaderData } from 'react-router-dom';
import { EVENT_CATEGORY_LABELS, type SchoolEvent } from '@icast/contracts';
import { useSiteContent } from '@icast/site-content';
import { EventCard } from '../events/EventCard';
import { SubscribeToCalendar } from '../events/CalendarLinks';
import { EventFiltersForm } from '../events/EventFiltersForm';
import { MonthCalendar, monthHref } from '../events/MonthCalendar';
import { filterQuery, type EventFilters } from '../events/events-api';
import type { EventsData } from '../loaders';

function EventGrid({ events, testId, upcoming }: { events: SchoolEvent[]; testId: string; upcoming: boolean }) {
  return (
    <div className="pub-grid pub-grid--3" data-testid={testId}>
      {events.map((event) => (
        <EventCard key={event.id} event={event} upcoming={upcoming} />
      ))}
    </div>
  );
}

/** `Sports at Elebu Campus`: the filters in words, or '' for everything. */
export function filtersText(filters: EventFilters, campusLabel: string | undefined): string {
  const what = filters.category ? EVENT_CATEGORY_LABELS[filters.category] : '';
  const where = campusLabel ? `at ${campusLabel}` : '';
  return [what, where].filter(Boolean).join(' ') || '';
}

/** List and month are two links, the current one marked: a switch that needs no script. */
function ViewSwitch({ data }: { data: EventsData }) {
  const listHref = () => {
    const query = new URLSearchParams(filterQuery(data.filters)).toString();
    return `/events${query ? `?${query}` : ''}`;
  };
  return (
    <nav aria-label="Calendar view" className="pub-view-switch">
      <Link to={listHref()} className="pub-view-switch__link" aria-current={data.view === 'list' ? 'page' : undefined}>
        List
      </Link>
      <Link
        to={monthHref(data.view === 'month' ? data.month : undefined, data.filters)}
        className="pub-view-switch__link"
        aria-current={data.view === 'month' ? 'page' : undefined}
      >
        Month
      </Link>
    </nav>
  );
}

/**
 * /events: the school's calendar. The list (upcoming soonest first, past latest first) or a month (`?view=month`),
 * narrowed by campus and kind (`?campus=elebu&category=sports`), with the feed to subscribe to narrowed the same way.
 */
export function EventsPage() {
  const data = useLoaderData<EventsData>();
  const { settings } = useSiteContent();
  const campusLabel = settings.campuses.find((campus) => campus.id === data.filters.campus)?.label;
  const narrowed = filtersText(data.filters, campusLabel);
  return (
    <div className="icast-container pub-page">
      <h1>Events</h1>
      <p className="pub-intro">Term dates, holidays, open days, sports and ceremonies at both campuses.</p>
      <ViewSwitch data={data} />
      <EventFiltersForm
        key={`${data.filters.campus}/${data.filters.category}`}
        filters={data.filters}
        view={data.view}
        month={data.view === 'month' ? data.month : undefined}
      />
      {narrowed && (
        <p className="pub-muted" data-testid="events-filtered">
          Showing: {narrowed}.
        </p>
      )}
      {data.view === 'month' ? <MonthView data={data} /> : <ListView data={data} />}
      <SubscribeToCalendar filters={data.filters} narrowed={narrowed} />
      {data.view === 'list' && data.events.status === 'loaded' && (
        <section aria-labelledby="past-heading" className="pub-section">
          <h2 id="past-heading">Past events</h2>
          {data.events.value.past.length === 0 ? (
            <p>No past events yet.</p>
          ) : (
            <EventGrid events={data.events.value.past} testId="past-events" upcoming={false} />
          )}
        </section>
      )}
    </div>
  );
}

function ListView({ data }: { data: Extract<EventsData, { view: 'list' }> }) {
  const state = data.events;
  if (state.status === 'error') return <p role="alert">Error: {state.message}</p>;
  return (
    <section aria-labelledby="upcoming-heading">
      <h2 id="upcoming-heading">Upcoming events</h2>
      {state.value.upcoming.length === 0 ? (
        <p>No upcoming events are announced yet. New events appear here as soon as the school adds them.</p>
      ) : (
        <EventGrid events={state.value.upcoming} testId="upcoming-events" upcoming />
      )}
    </section>
  );
}

function MonthView({ data }: { data: Extract<EventsData, { view: 'month' }> }) {
  return (
    <>
      {data.monthRefused && (
        <p role="status">That is not a month the calendar can show (write it like 2026-11): here is this month.</p>
      )}
      {data.dates.status === 'error' ? (
        <p role="alert">Error: {data.dates.message}</p>
      ) : (
        <MonthCalendar month={data.month} today={data.today} dates={data.dates.value} filters={data.filters} />
      )}
    </>
  );
}
