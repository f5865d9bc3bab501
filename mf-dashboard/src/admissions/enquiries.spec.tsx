import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdmissionsFunnel, FunnelCounts, PagedList, StaffEnquiry } from '@icast/contracts';
import { fakeServer, renderAt, signedIn } from '../testing';

const ENQUIRY: StaffEnquiry = {
  reference: 'ENQ-0A1B2C3D4E',
  parentName: 'Bisi Ola',
  classOfInterest: 'jss1',
  campus: 'elebu',
  source: 'friend',
  email: 'bisi@example.com',
  createdAt: '2030-03-09T09:15:00.000Z',
};
const page = (data: StaffEnquiry[]): PagedList<StaffEnquiry> => ({ data, page: 1, pageSize: 25, total: data.length });
const counts = (...values: number[]): FunnelCounts => {
  const [enquiries = 0, tours = 0, applications = 0, offers = 0, accepted = 0] = values;
  return { enquiries, tours, applications, offers, accepted };
};

describe('enquiries in the dashboard', () => {
  it('lists enquiries, filters them on the server, and converts one: the family is sent the pre-filled form', async () => {
    const server = fakeServer({
      'GET /api/auth/auth-check': signedIn('admissions'),
      'GET /api/form/admin/enquiries?page=1': () => ({
        body: page([ENQUIRY, { ...ENQUIRY, reference: 'ENQ-1', parentName: 'Tade', applicationReference: 'ICAST-9' }]),
      }),
      'GET /api/form/admin/enquiries?source=friend&page=1': () => ({ body: page([ENQUIRY]) }),
      'POST /api/form/admin/enquiries/ENQ-0A1B2C3D4E/convert': () => ({
        body: { link: 'http://localhost/online-application?enquiry=abc.def', sentTo: ['email'] },
      }),
    });
    renderAt('/dashboard/enquiries');
    const table = await screen.findByRole('table', { name: 'Enquiries' });
    expect(within(table).getAllByText('JSS1')).toHaveLength(2);
    expect(within(table).getByRole('link', { name: 'ICAST-9' })).toHaveAttribute(
      'href',
      '/dashboard/applications/ICAST-9',
    );

    await userEvent.selectOptions(screen.getByLabelText('How they heard'), 'A friend or family member');
    await userEvent.click(screen.getByRole('button', { name: /apply|filter/i }));
    expect(await screen.findByText(/Showing 1 to 1 of 1 enquiries/)).toBeVisible();
    expect(server.calls.map((call) => call.key)).toContain('GET /api/form/admin/enquiries?source=friend&page=1');

    await userEvent.click(screen.getByRole('button', { name: 'Convert to application: Bisi Ola' }));
    expect(await screen.findByText(/Bisi Ola has the link to the application form/)).toHaveTextContent(
      'Sent by e-mail.',
    );
    expect(screen.getByRole('link', { name: /Open the pre-filled form yourself/ })).toHaveAttribute(
      'href',
      'http://localhost/online-application?enquiry=abc.def',
    );
  });

  it('shows the funnel this season against last, split by the dimension chosen', async () => {
    const funnel: AdmissionsFunnel = {
      season: '2027-2028',
      previousSeason: '2026-2027',
      asOf: '2027-03-15T09:00:00.000Z',
      total: { current: counts(12, 6, 9, 4, 3), previous: counts(8, 5, 7, 3, 2) },
      by: {
        class: [{ key: 'jss1', label: 'JSS1', current: counts(12, 6, 9, 4, 3), previous: counts(8, 5, 7, 3, 2) }],
        campus: [{ key: 'elebu', label: 'Elebu', current: counts(12, 6, 9, 4, 3), previous: counts(8, 5, 7, 3, 2) }],
        source: [
          { key: 'friend', label: 'A friend or family member', current: counts(12), previous: counts(8) },
          { key: 'none', label: 'No enquiry', current: counts(0, 6, 9, 4, 3), previous: counts(0, 5, 7, 3, 2) },
        ],
      },
    };
    fakeServer({
      'GET /api/auth/auth-check': signedIn('admissions'),
      'GET /api/form/admin/admissions-funnel': () => ({ body: funnel }),
    });
    renderAt('/dashboard/funnel');
    const table = await screen.findByRole('table', { name: 'Admissions funnel' });
    expect(screen.getByText('Season 2027-2028; last season (2026-2027) in brackets.')).toBeVisible();
    const jss1 = within(table).getByRole('row', { name: /JSS1/ });
    expect(jss1).toHaveTextContent('12 (8)6 (5)9 (7)4 (3)3 (2)');
    expect(within(table).getByRole('row', { name: /All/ })).toHaveTextContent('12 (8)6 (5)9 (7)4 (3)3 (2)');
    await userEvent.selectOptions(screen.getByLabelText('Split by'), 'How they heard');
    const bySource = screen.getByRole('table', { name: 'Admissions funnel' });
    expect(within(bySource).getByRole('row', { name: /No enquiry/ })).toHaveTextContent('0 (0)6 (5)');
  });
});
