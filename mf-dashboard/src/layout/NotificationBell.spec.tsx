import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffActivityFeed } from '@icast/contracts';
import { fakeServer, renderAt, signedIn } from '../testing';

const SUMMARY = {
  totalApplications: 1,
  monthlyRevenueNaira: 0,
  formsSold: 0,
  visitorsToday: 0,
  unread: { applications: 4, messages: 0 },
  weekly: [],
};
const item = (id: string, text: string, read = false) => ({
  id,
  kind: 'documentUploaded' as const,
  text,
  link: '/dashboard/applications/ICAST-2026-AAAA',
  at: '2026-11-20T09:30:00.000Z',
  read,
});
const FEED: StaffActivityFeed = {
  unread: 2,
  items: [
    item('documentUploaded:1', 'Birth certificate uploaded: Ada Obi (ICAST-2026-AAAA)'),
    item('placeAccepted:2', 'Place accepted: Musa Bello (ICAST-2026-BBBB)'),
    item('bookingMade:3', 'School tour booked: Mrs Ade', true),
  ],
};
const READ_ALL: StaffActivityFeed = { unread: 0, items: FEED.items.map((entry) => ({ ...entry, read: true })) };

describe('the bell in the dashboard header', () => {
  it('shows the unread count the API gives, and the list behind it by keyboard; Escape closes it', async () => {
    fakeServer({
      'GET /api/auth/auth-check': signedIn('admissions'),
      'GET /api/dashboard/summary': () => ({ body: SUMMARY }),
      'GET /api/notifications/activity': () => ({ body: FEED }),
    });
    renderAt('/dashboard/home');
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(screen.getByTestId('notification-count')).toHaveTextContent('2');
    expect(bell).toHaveAttribute('aria-expanded', 'false');

    bell.focus();
    await userEvent.keyboard('{Enter}');
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Unread: Birth certificate uploaded: Ada Obi/),
      expect.stringMatching(/^Unread: Place accepted: Musa Bello/),
      expect.stringMatching(/^School tour booked: Mrs Ade/),
      '4 new applications',
    ]);
    expect(links[0]).toHaveAttribute('href', '/dashboard/applications/ICAST-2026-AAAA');

    await userEvent.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
  });

  it('marks everything read with one button, and one entry when it is opened', async () => {
    const server = fakeServer({
      'GET /api/auth/auth-check': signedIn('admissions'),
      'GET /api/dashboard/summary': () => ({ body: SUMMARY }),
      'GET /api/notifications/activity': () => ({ body: FEED }),
      'POST /api/notifications/activity/read-all': () => ({ status: 201, body: READ_ALL }),
      'POST /api/notifications/activity/documentUploaded%3A1/read': () => ({
        status: 201,
        body: { unread: 1, items: [{ ...FEED.items[0]!, read: true }, ...FEED.items.slice(1)] },
      }),
    });
    renderAt('/dashboard/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await userEvent.click(screen.getByRole('link', { name: /Birth certificate uploaded/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/applications/ICAST-2026-AAAA'),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(server.calls.map((call) => call.key)).toContain(
      'POST /api/notifications/activity/documentUploaded%3A1/read',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications, none unread' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
  });

  it('says why when the list cannot be loaded, and shows no count', async () => {
    fakeServer({
      'GET /api/auth/auth-check': signedIn('admissions'),
      'GET /api/dashboard/summary': () => ({ body: SUMMARY }),
      'GET /api/notifications/activity': () => ({ status: 503, body: { statusCode: 503, message: 'Database down' } }),
    });
    renderAt('/dashboard/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, none unread' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down');
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
  });
});
