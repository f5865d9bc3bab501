import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffRole } from '@icast/contracts';
import { fakeServer, renderAt, signedIn } from './testing';

const WEEKS = Array.from({ length: 12 }, (_, index) => new Date(Date.UTC(2025, 4, 5 + index * 7)).toISOString());

/** Every figure: what the API sends an admin, and admissions too (it reads payments, applications and visitors). */
const ALL_FIGURES = {
  totalApplications: 4,
  monthlyRevenueNaira: 10000,
  formsSold: 2,
  visitorsToday: 1,
  unread: { applications: 1, messages: 1 },
  weekly: WEEKS.map((weekStart) => ({ weekStart, payments: 1, applications: 1 })),
};

/** What the API sends each role (api/src/dashboard/summary-for-role.ts): only the figures it may read. */
const SUMMARY_FOR: Record<StaffRole, object> = {
  admin: ALL_FIGURES,
  admissions: ALL_FIGURES,
  bursar: {
    monthlyRevenueNaira: 10000,
    formsSold: 2,
    unread: {},
    weekly: WEEKS.map((weekStart) => ({ weekStart, payments: 1 })),
  },
  editor: { unread: { messages: 1 }, weekly: WEEKS.map((weekStart) => ({ weekStart })) },
};

/** Written by hand: the sidebar each role must get, section by section (docs/product.md#staff-roles). */
const NAVIGATION: Record<StaffRole, Array<[string, string[]]>> = {
  admin: [
    ['Overview', ['Dashboard', 'Visitors']],
    [
      'Admissions',
      [
        'Form Purchase',
        'Applications',
        'Pipeline',
        'Places',
        'Waiting list',
        'Prepared decisions',
        'Assessment rubrics',
        'Document checklist',
        'Duplicates',
        'Bookings',
        'Enquiries',
        'Funnel',
        'Who opened what',
        'Data Requests',
      ],
    ],
    ['Messages', ['Messaging', 'Questions', 'Newsletter', 'Outbox']],
    [
      'Website',
      [
        'Blog Management',
        'School Details',
        'Home Page',
        'Pages',
        'Menu and Footer',
        'FAQs',
        'Testimonials',
        'Events',
        'Gallery',
        'Photos',
        'Downloads',
        'Privacy Notice',
        'Waiting for approval',
        'Content Changes',
      ],
    ],
    ['Your account', ['Settings', 'Notifications']],
  ],
  admissions: [
    ['Overview', ['Dashboard', 'Visitors']],
    [
      'Admissions',
      [
        'Form Purchase',
        'Applications',
        'Pipeline',
        'Places',
        'Waiting list',
        'Prepared decisions',
        'Assessment rubrics',
        'Duplicates',
        'Bookings',
        'Enquiries',
        'Funnel',
      ],
    ],
    ['Messages', ['Messaging', 'Questions']],
    ['Your account', ['Settings', 'Notifications']],
  ],
  bursar: [
    ['Overview', ['Dashboard']],
    ['Admissions', ['Form Purchase']],
    ['Your account', ['Settings', 'Notifications']],
  ],
  editor: [
    ['Overview', ['Dashboard']],
    ['Messages', ['Messaging', 'Questions', 'Newsletter']],
    [
      'Website',
      [
        'Blog Management',
        'School Details',
        'Home Page',
        'Pages',
        'Menu and Footer',
        'FAQs',
        'Testimonials',
        'Events',
        'Gallery',
        'Photos',
        'Downloads',
        'Privacy Notice',
        'Waiting for approval',
      ],
    ],
    ['Your account', ['Settings', 'Notifications']],
  ],
};

const FIGURES: Record<StaffRole, string[]> = {
  admin: ['total-applications', 'monthly-revenue', 'forms-sold', 'visitors-today'],
  admissions: ['total-applications', 'monthly-revenue', 'forms-sold', 'visitors-today'],
  bursar: ['monthly-revenue', 'forms-sold'],
  editor: [],
};

const SEARCH_LABEL: Record<StaffRole, string> = {
  admin: 'Search posts, applications and payments',
  admissions: 'Search applications and payments',
  bursar: 'Search payments',
  editor: 'Search posts',
};

const EMPTY_PAGE = { page: 1, pageSize: 25, total: 0 };

function serveAs(role: StaffRole) {
  return fakeServer({
    'GET /api/auth/auth-check': signedIn(role),
    'GET /api/dashboard/summary': () => ({ body: SUMMARY_FOR[role] }),
    'GET /api/form/admin/applications': () => ({ body: { data: [], ...EMPTY_PAGE } }),
    'GET /api/payment/getAllPayment': () => ({ body: { message: [], ...EMPTY_PAGE } }),
  });
}

/** The home page's recent activity: two short pages, asked of the server. */
const RECENT_APPLICATIONS = 'GET /api/form/admin/applications?pageSize=8';
const RECENT_PAYMENTS = 'GET /api/payment/getAllPayment?status=paid&pageSize=8';

/** The API paths called, without the session check and the summary every page may use. */
const dataCalls = (server: ReturnType<typeof fakeServer>) =>
  server.calls
    .map((call) => call.key)
    .filter((key) => !/auth-check|dashboard\/summary|notifications\/activity/.test(key));

describe.each(Object.keys(NAVIGATION) as StaffRole[])('the dashboard for %s', (role) => {
  it('offers only the pages, figures and searches the role may use, and calls nothing else', async () => {
    const server = serveAs(role);
    renderAt('/dashboard/home');
    const navigation = await screen.findByRole('navigation', { name: 'Dashboard' });
    const sections = within(navigation).getAllByRole('region');
    expect(
      sections.map((section) => [
        within(section).getByRole('heading').textContent,
        within(section)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ]),
    ).toEqual(NAVIGATION[role]);
    // Each section is a region named by its heading.
    expect(sections).toEqual(NAVIGATION[role].map(([name]) => within(navigation).getByRole('region', { name })));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    const shown = ['total-applications', 'monthly-revenue', 'forms-sold', 'visitors-today'].filter((id) =>
      screen.queryByTestId(id),
    );
    expect(shown).toEqual(FIGURES[role]);
    expect(screen.getByRole('searchbox', { name: SEARCH_LABEL[role] })).toBeInTheDocument();
    const expectedCalls = {
      admin: [RECENT_APPLICATIONS, RECENT_PAYMENTS],
      admissions: [RECENT_APPLICATIONS, RECENT_PAYMENTS],
      bursar: [RECENT_PAYMENTS],
      editor: [],
    }[role];
    expect(dataCalls(server).sort()).toEqual(expectedCalls);
  });
});

describe('a page the role may not use', () => {
  it("says the role doesn't allow it, with the way home, and never calls its endpoint", async () => {
    const server = serveAs('editor');
    renderAt('/dashboard/applications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available to your role' })).toBeInTheDocument();
    expect(screen.getByText(/Your role \(Editor\) doesn't allow this page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard/home');
    expect(dataCalls(server)).toEqual([]);
  });

  it('shows an editor the contact messages and the subscribers on Messaging, and unread messages in the bell', async () => {
    fakeServer({
      'GET /api/auth/auth-check': signedIn('editor'),
      'GET /api/dashboard/summary': () => ({ body: SUMMARY_FOR.editor }),
      'GET /api/contact/messages?page=1': () => ({ body: { data: [], ...EMPTY_PAGE } }),
      'GET /api/newsletter/subscribers?page=1': () => ({ body: { data: [], ...EMPTY_PAGE } }),
    });
    renderAt('/dashboard/message');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Contact messages', 'Newsletter subscribers']);
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
    expect(await screen.findByRole('link', { name: '1 unread message' })).toHaveAttribute('href', '/dashboard/message');
  });
});

describe('an unknown dashboard path', () => {
  it('goes to /dashboard/home once, without a redirect loop or a flood of calls', async () => {
    const server = serveAs('admin');
    renderAt('/dashboard/anything/else');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/home$/));
    await screen.findByTestId('total-applications');
    // Give a loop time to show itself before counting.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/home$/);
    const checks = server.calls.filter((call) => call.key === 'GET /api/auth/auth-check').length;
    expect(checks).toBeLessThanOrEqual(3);
    expect(server.calls.length).toBeLessThan(10);
  });
});
