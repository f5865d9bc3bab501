import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetSiteContent } from '@icast/site-content';
import type { EventOccurrence, SchoolEvent } from '@icast/contracts';
import { installFetch, jsonResponse } from '../testing/fake-fetch';
import { renderAt } from '../testing/render-route';
import { lagosDay } from './event-format';

const schoolEvent = (fields: Partial<SchoolEvent> & Pick<SchoolEvent, 'id' | 'slug' | 'title'>): SchoolEvent => ({
  startsAt: '2036-03-14T08:00:00.000Z',
  endsAt: '2036-03-14T12:00:00.000Z',
  campus: 'elebu',
  venue: 'Main hall',
  description: 'For all families.',
  picture: null,
  category: 'other',
  recurrence: null,
  updatedAt: '2036-01-01T00:00:00.000Z',
  ...fields,
});
const swimming = schoolEvent({
  id: '65f0000000000000000000f1',
  slug: 'swimming-club-2036',
  title: 'Swimming club',
  startsAt: '2036-03-04T15:00:00.000Z',
  endsAt: '2036-03-04T16:00:00.000Z',
  category: 'sports',
  recurrence: { frequency: 'weekly', count: 3, until: null },
});
const dateOf = (event: SchoolEvent, startsAt: string, hours = 1): EventOccurrence => ({
  event,
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + hours * 3_600_000).toISOString(),
});

let asked: URL[] = [];
beforeEach(() => {
  forgetSiteContent();
  asked = [];
});

function answerMonth(dates: EventOccurrence[]) {
  installFetch((url) => {
    asked.push(url);
    if (url.pathname === '/api/events/month') return jsonResponse(dates);
    return jsonResponse([]);
  });
}

describe('the month view', () => {
  it('draws the month as a table with day headers, each date at its Lagos day with its time, and links to the next and previous month', async () => {
    answerMonth([
      dateOf(swimming, '2036-03-04T15:00:00.000Z'),
      dateOf(swimming, '2036-03-11T15:00:00.000Z'),
      dateOf(swimming, '2036-03-18T15:00:00.000Z'),
    ]);
    await renderAt('/events?view=month&month=2036-03&campus=elebu&category=sports');
    expect(asked.find((url) => url.pathname === '/api/events/month')?.search).toBe(
      '?month=2036-03&campus=elebu&category=sports',
    );
    const table = screen.getByRole('table', { name: 'Events in March 2036' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    // 4 March 2036 is a Tuesday: the 1st is a Saturday, so the first row has five blank days.
    const firstRow = within(table).getAllByRole('row')[1]!;
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '', '', '', '', '1', '2']);
    const rows = within(table).getAllByRole('row');
    const tuesday4 = within(rows[2]!).getAllByRole('cell')[1]!;
    expect(tuesday4).toHaveTextContent('4');
    expect(tuesday4).toHaveTextContent('4:00 pm Swimming club');
    expect(within(tuesday4).getByRole('link', { name: 'Swimming club' })).toHaveAttribute(
      'href',
      '/events/swimming-club-2036',
    );
    expect(within(table).getAllByRole('link', { name: 'Swimming club' })).toHaveLength(3);
    expect(screen.getByRole('link', { name: /February 2036/ })).toHaveAttribute(
      'href',
      '/events?view=month&month=2036-02&campus=elebu&category=sports',
    );
    expect(screen.getByRole('link', { name: /April 2036/ })).toHaveAttribute(
      'href',
      '/events?view=month&month=2036-04&campus=elebu&category=sports',
    );
    // The phone's list of days: the same dates, under their day's name.
    const list = screen.getByTestId('month-list');
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((day) => day.textContent),
    ).toEqual(['Tuesday 4 March', 'Tuesday 11 March', 'Tuesday 18 March']);
  });

  it('marks today, and shows this month for a month it cannot read', async () => {
    answerMonth([]);
    const today = lagosDay(new Date());
    await renderAt('/events?view=month&month=2036-99');
    expect(screen.getByText(/^That is not a month the calendar can show/)).toHaveAttribute('role', 'status');
    expect(asked.find((url) => url.pathname === '/api/events/month')?.searchParams.get('month')).toBe(
      today.slice(0, 7),
    );
    const marked = screen.getByRole('cell', { current: 'date' });
    expect(marked).toHaveTextContent(`${Number(today.slice(8))} (today)`);
    expect(screen.getByText(/^No events in .* for these choices\.$/)).toBeInTheDocument();
  });

  it('moves to the next month by its link, keeping the filters', async () => {
    answerMonth([]);
    const { router } = await renderAt('/events?view=month&month=2036-12&category=holidays');
    await userEvent.click(screen.getByRole('link', { name: /January 2037/ }));
    expect(await screen.findByRole('heading', { name: 'January 2037' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=month&month=2037-01&category=holidays');
  });
});

describe('filters and the list', () => {
  it('offers campus and kind in a GET form that keeps the view, and lists only what was chosen', async () => {
    installFetch((url) => {
      asked.push(url);
      return jsonResponse(
        url.pathname === '/api/events' && url.searchParams.get('when') === 'upcoming' ? [swimming] : [],
      );
    });
    await renderAt('/events?campus=elebu&category=sports');
    expect(
      asked.filter((url) => url.pathname === '/api/events').map((url) => url.searchParams.get('category')),
    ).toEqual(['sports', 'sports']);
    const form = screen.getByRole('form', { name: 'Choose events' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/events');
    expect(within(form).getByLabelText('Campus')).toHaveValue('elebu');
    expect(within(form).getByLabelText('Kind of event')).toHaveValue('sports');
    expect(screen.getByTestId('events-filtered')).toHaveTextContent('Showing: Sports at Elebu Campus.');
    const card = within(screen.getByTestId('upcoming-events')).getByTestId('event-card');
    expect(card).toHaveTextContent('Sports');
    expect(card).toHaveTextContent('Every week, 3 times');
    const google = new URL(
      within(card).getByRole('link', { name: 'Add to Google Calendar: Swimming club' }).getAttribute('href')!,
    );
    expect(google.searchParams.get('recur')).toBe('RRULE:FREQ=WEEKLY;COUNT=3');
    expect(within(card).getByRole('link', { name: 'Download Swimming club for my calendar (.ics)' })).toHaveAttribute(
      'href',
      '/api/events/swimming-club-2036/event.ics',
    );
  });

  it('reads a filter it cannot use as "all" instead of failing', async () => {
    installFetch((url) => {
      asked.push(url);
      return jsonResponse([]);
    });
    await renderAt(`/events?campus=${'x'.repeat(500)}&category=parties`);
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    const list = asked.find((url) => url.pathname === '/api/events')!;
    expect(list.searchParams.has('campus')).toBe(false);
    expect(list.searchParams.has('category')).toBe(false);
  });

  it('carries the filters into every subscribe address: webcal, https, Google and the download', async () => {
    await renderAt('/events?view=month&month=2036-03&campus=elebu&category=sports');
    const box = screen.getByRole('region', { name: 'Keep every event in your calendar' });
    const feed = '/api/events/calendar.ics?campus=elebu&category=sports';
    expect(box).toHaveTextContent('(only these: Sports at Elebu Campus)');
    expect(within(box).getByRole('link', { name: 'Subscribe on iPhone, Mac or Outlook' })).toHaveAttribute(
      'href',
      `webcal://localhost${feed}`,
    );
    expect(within(box).getByRole('link', { name: 'Subscribe by https address' })).toHaveAttribute(
      'href',
      `http://localhost${feed}`,
    );
    expect(within(box).getByRole('link', { name: 'Subscribe in Google Calendar' })).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(`webcal://localhost${feed}`)}`,
    );
    expect(within(box).getByRole('link', { name: 'Download the calendar (.ics) once' })).toHaveAttribute('href', feed);
  });

  it('switches between list and month by links that keep the filters', async () => {
    installFetch(() => jsonResponse([]));
    await renderAt('/events?category=holidays');
    const views = screen.getByRole('navigation', { name: 'Calendar view' });
    expect(within(views).getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'page');
    expect(within(views).getByRole('link', { name: 'Month' })).toHaveAttribute(
      'href',
      '/events?view=month&category=holidays',
    );
  });
});
