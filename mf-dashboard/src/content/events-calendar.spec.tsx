import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE_CONTENT } from '@icast/content';
import type { SchoolEvent } from '@icast/contracts';
import { fakeServer, renderAt, signedIn } from '../testing';

const common = {
  'GET /api/auth/auth-check': signedIn('editor'),
  'GET /api/dashboard/summary': () => ({ status: 404 }),
  'GET /api/site-content/admin': () => ({ body: DEFAULT_SITE_CONTENT }),
  'GET /api/events/admin/events': () => ({ body: { data: [] } }),
};
const swimming: SchoolEvent = {
  id: 'e9',
  slug: 'swimming-club-2036',
  title: 'Swimming club',
  startsAt: '2036-03-04T15:00:00.000Z',
  endsAt: '2036-03-04T16:00:00.000Z',
  campus: 'elebu',
  venue: '',
  description: 'Every Tuesday.',
  picture: null,
  category: 'sports',
  recurrence: { frequency: 'weekly', until: null, count: 3 },
  updatedAt: '2036-01-01T00:00:00.000Z',
};

async function fillEvent() {
  await userEvent.type(await screen.findByLabelText('Name of the event'), 'Swimming club');
  await userEvent.type(screen.getByLabelText('Starts (Lagos time)'), '2036-03-04T16:00');
  await userEvent.type(screen.getByLabelText('Ends (Lagos time)'), '2036-03-04T17:00');
  await userEvent.type(screen.getByLabelText('Description'), 'Every Tuesday.');
  await userEvent.selectOptions(screen.getByLabelText(/Kind of event/), 'sports');
  await userEvent.selectOptions(screen.getByLabelText('Repeats'), 'weekly');
}

describe('an event series in the dashboard', () => {
  it('asks how the series ends, links the problem to its field, and sends kind, repeat and one end', async () => {
    const { calls } = fakeServer({
      ...common,
      'POST /api/events/admin/events': () => ({ status: 201, body: swimming }),
    });
    renderAt('/dashboard/events');
    await fillEvent();
    await userEvent.click(screen.getByRole('button', { name: 'Add event' }));
    const summary = await screen.findByRole('alert');
    const link = within(summary).getByRole('link', { name: 'Enter the last day of the series' });
    expect(link).toHaveAttribute('href', '#event-repeat-until');
    expect(screen.getByLabelText('Last day (Lagos)')).toHaveAccessibleDescription(
      expect.stringContaining('Enter the last day of the series'),
    );

    await userEvent.selectOptions(screen.getByLabelText('Ends by'), 'count');
    await userEvent.type(screen.getByLabelText('How many times'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Add event' }));
    await waitFor(() =>
      expect(screen.getByLabelText('How many times')).toHaveAccessibleDescription(
        expect.stringContaining('Enter how many times, from 2 to 200'),
      ),
    );
    expect(calls.filter((call) => call.key === 'POST /api/events/admin/events')).toEqual([]);

    await userEvent.clear(screen.getByLabelText('How many times'));
    await userEvent.type(screen.getByLabelText('How many times'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Add event' }));
    await waitFor(() => expect(calls.map((call) => call.key)).toContain('POST /api/events/admin/events'));
    const form = calls.find((call) => call.key === 'POST /api/events/admin/events')!.init!.body as FormData;
    expect([form.get('category'), form.get('repeat'), form.get('repeatCount'), form.get('repeatUntil')]).toEqual([
      'sports',
      'weekly',
      '3',
      null,
    ]);
    expect(form.has('repeatEnds')).toBe(false);
  });

  it("puts the API's refusal of the last day at that field", async () => {
    const refusal = 'A series has at most 200 dates: choose an earlier last day';
    fakeServer({
      ...common,
      'POST /api/events/admin/events': () => ({
        status: 400,
        body: { statusCode: 400, message: refusal, errors: [{ field: 'repeatUntil', message: refusal }] },
      }),
    });
    renderAt('/dashboard/events');
    await fillEvent();
    await userEvent.type(screen.getByLabelText('Last day (Lagos)'), '2045-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Add event' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Last day (Lagos)')).toHaveAccessibleDescription(expect.stringContaining(refusal)),
    );
  });

  it('lists a series with its kind and how it repeats, and opens it for editing with its end', async () => {
    fakeServer({ ...common, 'GET /api/events/admin/events': () => ({ body: { data: [swimming] } }) });
    renderAt('/dashboard/events');
    const list = await screen.findByRole('list', { name: 'Events, newest first' });
    expect(list).toHaveTextContent('Sports, every week, 3 times');
    await userEvent.click(within(list).getByRole('button', { name: 'Edit Swimming club' }));
    expect(screen.getByLabelText('Repeats')).toHaveValue('weekly');
    expect(screen.getByLabelText('Ends by')).toHaveValue('count');
    expect(screen.getByLabelText('How many times')).toHaveValue(3);
  });
});
