import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_WHAT_APPLICATION, type PagedList, type StaffAccessEntry } from '@icast/contracts';
import { fakeServer, renderAt, signedIn } from '../testing';

const ENTRY: StaffAccessEntry = {
  at: '2030-03-09T09:15:00.000Z',
  staffName: 'Ada Office',
  staffEmail: 'ada@icast.test',
  staffRole: 'admissions',
  applicationReference: 'ICAST-2025-7KQM-4XHP-9RTD',
  what: 'Document: Birth certificate',
};
const page = (data: StaffAccessEntry[]): PagedList<StaffAccessEntry> => ({
  data,
  page: 1,
  pageSize: 25,
  total: data.length,
});

describe('who opened what (access log page)', () => {
  it('lists each opening with who, when and what, links the application, and searches and exports by the server', async () => {
    const server = fakeServer({
      'GET /api/auth/auth-check': signedIn('admin'),
      'GET /api/form/admin/access-log?page=1': () => ({
        body: page([ENTRY, { ...ENTRY, staffName: 'Head Teacher', staffRole: 'admin', what: ACCESS_WHAT_APPLICATION }]),
      }),
      'GET /api/form/admin/access-log?q=ICAST-2025-7KQM&page=1': () => ({ body: page([ENTRY]) }),
    });
    renderAt('/dashboard/access-log');
    const table = await screen.findByRole('table', { name: 'Who opened what' });
    expect(within(table).getByText('Ada Office (Admissions)')).toBeVisible();
    expect(within(table).getByText('Document: Birth certificate')).toBeVisible();
    expect(within(table).getByText(ACCESS_WHAT_APPLICATION)).toBeVisible();
    expect(within(table).getAllByRole('link', { name: 'ICAST-2025-7KQM-4XHP-9RTD' })[0]).toHaveAttribute(
      'href',
      '/dashboard/applications/ICAST-2025-7KQM-4XHP-9RTD',
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/form/admin/access-log.csv');

    await userEvent.type(screen.getByLabelText('Application reference or staff member'), 'ICAST-2025-7KQM');
    await userEvent.click(screen.getByRole('button', { name: /apply|search|filter/i }));
    expect(await screen.findByText(/Showing 1 to 1 of 1 entries/)).toBeVisible();
    expect(server.calls.map((call) => call.key)).toContain('GET /api/form/admin/access-log?q=ICAST-2025-7KQM&page=1');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/form/admin/access-log.csv?q=ICAST-2025-7KQM',
    );
  });

  it('is an admin page only', async () => {
    fakeServer({ 'GET /api/auth/auth-check': signedIn('admissions') });
    renderAt('/dashboard/access-log');
    expect(await screen.findByText(/Not available to your role/)).toBeVisible();
  });
});
