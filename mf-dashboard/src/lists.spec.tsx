import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageItems } from './components/Pagination';
import { fakeServer, renderAt, signedIn } from './testing';

const application = (index: number) => ({
  reference: `ICAST-2025-${String(index).padStart(6, '0')}`,
  surname: `Surname${index}`,
  firstname: 'Ada',
  status: 'accepted',
  submittedAt: '2025-07-01T10:00:00.000Z',
  updatedAt: '2025-07-01T10:00:00.000Z',
});

const page = (number: number, total: number, rows: number) => ({
  data: Array.from({ length: rows }, (_, index) => application((number - 1) * 25 + index)),
  page: number,
  pageSize: 25,
  total,
});

const location = () => screen.getByTestId('location');
const pager = (name: string) => screen.getByRole('navigation', { name: `${name} pages` });

describe('pageItems (GOV.UK pagination)', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 'gap', 10]],
    [3, 10, [1, 2, 3, 4, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [10, 10, [1, 'gap', 9, 10]],
  ])('page %i of %i shows %j', (current, count, expected) => {
    expect(pageItems(current, count)).toEqual(expected);
  });
});

describe('the applications list pages through the server', () => {
  it('asks for the page and filters in the address and links the other pages, filters kept', async () => {
    const server = fakeServer({
      'GET /api/auth/auth-check': signedIn(),
      'GET /api/form/admin/applications?status=accepted&page=2': () => ({ body: page(2, 60, 25) }),
      'GET /api/form/admin/applications?status=accepted&page=3': () => ({ body: page(3, 60, 10) }),
    });
    renderAt('/dashboard/applications?status=accepted&page=2');
    expect(await screen.findByText('Showing 26 to 50 of 60 applications')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(26);
    const pages = pager('Applications');
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/dashboard/applications?status=accepted',
    );
    await userEvent.click(within(pages).getByRole('link', { name: 'Next page' }));
    expect(location()).toHaveTextContent('/dashboard/applications?status=accepted&page=3');
    expect(await screen.findByText('Showing 51 to 60 of 60 applications')).toBeInTheDocument();
    expect(within(pager('Applications')).queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
    expect(server.calls.map((call) => call.key)).toContain('GET /api/form/admin/applications?status=accepted&page=3');
  });

  it('sends the search and status to the server, back on page 1, and clears them', async () => {
    fakeServer({
      'GET /api/auth/auth-check': signedIn(),
      'GET /api/form/admin/applications?page=4': () => ({ body: page(4, 100, 25) }),
      'GET /api/form/admin/applications?q=Surname7&status=received&page=1': () => ({ body: page(1, 0, 0) }),
      'GET /api/form/admin/applications?page=1': () => ({ body: page(1, 100, 25) }),
    });
    renderAt('/dashboard/applications?page=4');
    await screen.findByText('Showing 76 to 100 of 100 applications');
    const filters = screen.getByRole('form', { name: 'Filter applications' });
    await userEvent.type(within(filters).getByLabelText('Search'), 'Surname7');
    await userEvent.selectOptions(within(filters).getByLabelText('Status'), 'received');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard/applications?q=Surname7&status=received'));
    expect(await screen.findByText('No applications found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Applications pages' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard\/applications$/));
    expect(await screen.findByText('Showing 1 to 25 of 100 applications')).toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue('');
  });

  it("shows the server's refusal of a bad page with Try again", async () => {
    const message = 'page must be a whole number from 1 to 10000';
    fakeServer({
      'GET /api/auth/auth-check': signedIn(),
      'GET /api/visitor/visitors?page=10000': () => ({ status: 400, body: { statusCode: 400, message } }),
    });
    renderAt('/dashboard/visitor?page=99999');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load visitors');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the payments list', () => {
  const ACCEPTANCE = {
    _id: 'p3',
    reference: 'ICAST-PAY-3',
    first_name: 'Femi',
    last_name: 'Ola',
    email: 'femi@example.com',
    phone: '+2348031234567',
    amountKobo: 18_500_000,
    currency: 'NGN',
    status: 'paid',
    purpose: 'acceptance',
    applicationReference: 'ICAST-2025-AAAA-BBBB-CCCC',
    childName: 'Dayo Ola',
    createdAt: '2025-07-03T10:00:00.000Z',
    paidAt: '2025-07-03T10:05:00.000Z',
  };

  it('names an acceptance fee for what it is on the home page, never as a form', async () => {
    fakeServer({
      'GET /api/auth/auth-check': signedIn('bursar'),
      'GET /api/dashboard/summary': () => ({ body: { monthlyRevenueNaira: 185000, formsSold: 0, weekly: [] } }),
      'GET /api/payment/getAllPayment?status=paid&pageSize=8': () => ({
        body: { message: [ACCEPTANCE], page: 1, pageSize: 8, total: 1 },
      }),
    });
    renderAt('/dashboard/home');
    expect(
      await screen.findByRole('link', { name: 'Acceptance fee paid by Femi Ola for Dayo Ola (₦185,000)' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Form paid by/)).not.toBeInTheDocument();
  });

  it('says what each payment was for, as text for a bursar (who does not open applications)', async () => {
    fakeServer({
      'GET /api/auth/auth-check': signedIn('bursar'),
      'GET /api/payment/getAllPayment?page=1': () => ({
        body: { message: [ACCEPTANCE], page: 1, pageSize: 25, total: 1 },
      }),
    });
    renderAt('/dashboard/form-purchase');
    const row = await screen.findByRole('row', { name: /ICAST-PAY-3 Femi Ola/ });
    expect(within(row).getByText('Acceptance fee (Dayo Ola, ICAST-2025-AAAA-BBBB-CCCC)')).toBeVisible();
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
  });

  it("reads the original site's message rows and sends the date filters", async () => {
    fakeServer({
      'GET /api/auth/auth-check': signedIn(),
      'GET /api/payment/getAllPayment?from=2025-07-01&to=2025-07-31&page=1': () => ({
        body: {
          message: [
            {
              _id: 'p1',
              reference: 'ICAST-PAY-1',
              first_name: 'Bisi',
              last_name: 'Ade',
              email: 'bisi@example.com',
              phone: '+2348031234567',
              amountKobo: 500_000,
              currency: 'NGN',
              status: 'paid',
              purpose: 'form',
              createdAt: '2025-07-02T10:00:00.000Z',
            },
            {
              _id: 'p2',
              reference: 'ICAST-PAY-2',
              first_name: 'Bisi',
              last_name: 'Ade',
              email: 'bisi@example.com',
              phone: '+2348031234567',
              amountKobo: 18_500_000,
              currency: 'NGN',
              status: 'paid',
              purpose: 'acceptance',
              applicationReference: 'ICAST-2025-7KQM-4XHP-9RTD',
              childName: 'Tolu Ade',
              createdAt: '2025-07-03T10:00:00.000Z',
            },
          ],
          page: 1,
          pageSize: 25,
          total: 2,
        },
      }),
    });
    renderAt('/dashboard/form-purchase?from=2025-07-01&to=2025-07-31');
    expect(await screen.findByRole('row', { name: /ICAST-PAY-1 Bisi Ade/ })).toBeInTheDocument();
    const acceptance = screen.getByRole('row', { name: /ICAST-PAY-2 Bisi Ade/ });
    expect(
      within(acceptance).getByRole('link', { name: 'Acceptance fee (Tolu Ade, ICAST-2025-7KQM-4XHP-9RTD)' }),
    ).toHaveAttribute('href', '/dashboard/applications/ICAST-2025-7KQM-4XHP-9RTD');
    expect(
      within(screen.getByRole('row', { name: /ICAST-PAY-1 Bisi Ade/ })).getByText('Application form'),
    ).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'For' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 2 of 2 payments')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2025-07-01');
  });
});
