import { Link } from 'react-router-dom';
import { EVENT_CATEGORY_LABELS, type EventOccurrence } from '@icast/contracts';
import { lagosDay, lagosTime } from './event-format';
import { eventPath, filterQuery, type EventFilters } from './events-api';

const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayName = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** `2026-10` from `2026-11` and -1. */
export function shiftMonth(month: string, by: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const moved = new Date(Date.UTC(year, index - 1 + by, 1));
  return `${moved.getUTCFullYear()}-${String(moved.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** `/events?view=month&month=2026-10&campus=elebu`: a month (this month without one) with the same filters. */
export function monthHref(month: string | undefined, filters: EventFilters): string {
  const query = { view: 'month', ...(month ? { month } : {}), ...filterQuery(filters) };
  return `/events?${new URLSearchParams(query).toString()}`;
}

/** The Lagos day each date is shown on: its start, or the 1st when it began the month before and is still on. */
function byDay(dates: EventOccurrence[], month: string): Map<string, EventOccurrence[]> {
  const days = new Map<string, EventOccurrence[]>();
  for (const date of dates) {
    const start = lagosDay(date.startsAt);
    const day = start.startsWith(month) ? start : `${month}-01`;
    days.set(day, [...(days.get(day) ?? []), date]);
  }
  return days;
}

function DayEvents({ dates }: { dates: EventOccurrence[] }) {
  return (
    <ul className="pub-month__events">
      {dates.map((date) => (
        <li key={`${date.event.id}-${date.startsAt}`} className={`pub-month__event pub-tag--${date.event.category}`}>
          <time dateTime={date.startsAt}>{lagosTime(date.startsAt)}</time>{' '}
          <Link to={eventPath(date.event)}>{date.event.title}</Link>
          <span className="icast-visually-hidden">, {EVENT_CATEGORY_LABELS[date.event.category]}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * One month as a real table (day headers, a row a week, today marked) and, on phones, the same days as a list: a
 * seven-column grid is unreadable at 375 px. Previous and next month are plain links, so it works with no script.
 */
export function MonthCalendar({
  month,
  today,
  dates,
  filters,
}: {
  month: string;
  today: string;
  dates: EventOccurrence[];
  filters: EventFilters;
}) {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, index - 1, 1));
  const length = new Date(Date.UTC(year, index, 0)).getUTCDate();
  // Monday first, as Nigerian school calendars are printed.
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: Array<number | null> = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length }, (_, day) => day + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
  const days = byDay(dates, month);
  const keyOf = (day: number) => `${month}-${String(day).padStart(2, '0')}`;
  const title = monthName.format(first);
  const daysWithEvents = [...days.keys()].sort();

  return (
    <section aria-labelledby="month-heading" className="pub-month">
      <div className="pub-month__nav">
        <Link className="icast-button icast-button--outline" to={monthHref(shiftMonth(month, -1), filters)}>
          <span aria-hidden="true">←</span> {monthName.format(new Date(Date.UTC(year, index - 2, 1)))}
        </Link>
        <h2 id="month-heading" className="pub-month__title">
          {title}
        </h2>
        <Link className="icast-button icast-button--outline" to={monthHref(shiftMonth(month, 1), filters)}>
          {monthName.format(new Date(Date.UTC(year, index, 1)))} <span aria-hidden="true">→</span>
        </Link>
      </div>
      <table className="pub-month__table" data-testid="month-table">
        <caption className="icast-visually-hidden">Events in {title}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col">
                <abbr title={long}>{short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            <tr key={row}>
              {week.map((day, column) =>
                day === null ? (
                  <td key={column} className="pub-month__blank" />
                ) : (
                  <td
                    key={column}
                    className={keyOf(day) === today ? 'pub-month__day pub-month__day--today' : 'pub-month__day'}
                    aria-current={keyOf(day) === today ? 'date' : undefined}
                  >
                    <span className="pub-month__number">
                      {day}
                      {keyOf(day) === today && <span className="icast-visually-hidden"> (today)</span>}
                    </span>
                    {days.has(keyOf(day)) && <DayEvents dates={days.get(keyOf(day))!} />}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="pub-month__list" data-testid="month-list">
        {daysWithEvents.length > 0 && (
          <ol className="pub-month__days">
            {daysWithEvents.map((day) => (
              <li key={day} aria-current={day === today ? 'date' : undefined}>
                <h3 className="pub-month__day-heading">
                  {dayName.format(new Date(`${day}T00:00:00Z`))}
                  {day === today && ' (today)'}
                </h3>
                <DayEvents dates={days.get(day)!} />
              </li>
            ))}
          </ol>
        )}
      </div>
      {daysWithEvents.length === 0 && <p>No events in {title} for these choices.</p>}
    </section>
  );
}
