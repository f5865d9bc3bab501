import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderAt, signedIn, type FakeResult } from './testing';

const SUMMARY = {
  totalApplications: 127,
  monthlyRevenueNaira: 67000,
  formsSold: 23,
  visitorsToday: 8,
  unread: { applications: 2, messages: 1 },
  weekly: Array.from({ length: 12 }, (_, index) => ({
    weekStart: new Date(Date.UTC(2025, 4, 5 + index * 7)).toISOString(),
    payments: index,
    applications: 1,
  })),
};

describe('the guarded dashboard', () => {
  it('shows the branded loader while the session is checked, then the page', async () => {
    let answer: (value: FakeResult) => void = () => undefined;
    fakeServer({
      'GET /api/auth/auth-check': () => new Promise<FakeResult>((resolve) => (answer = resolve)),
      'GET /api/dashboard/summary': () => ({ body: SUMMARY }),
    });
    renderAt('/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session...');
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();
    await act(async () => answer(await signedIn()(undefined)));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/home');
    expect(await screen.findByTestId('total-applications')).toHaveTextContent('127');
    expect(screen.getByTestId('monthly-revenue')).toHaveTextContent(/67,000/);
    expect(screen.getByTestId('forms-sold')).toHaveTextContent('23');
    expect(screen.getByTestId('visitors-today')).toHaveTextContent('8');
    expect(screen.getByRole('img', { name: /Weekly payments and applications/ })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login with the page to come back to', async () => {
    fakeServer({ 'GET /api/auth/auth-check': () => ({ body: { authenticated: false, user: null } }) });
    renderAt('/dashboard/form-purchase?status=paid');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/login?next=${encodeURIComponent('/dashboard/form-purchase?status=paid')}`,
      ),
    );
    expect(screen.getByRole('heading', { name: 'Staff sign in' })).toBeInTheDocument();
  });

  it('lands on /login, showing no data, when a call finds the session ended in another tab', async () => {
    const server = fakeServer({
      'GET /api/auth/auth-check': signedIn(),
      'GET /api/dashboard/summary': () => ({ body: SUMMARY }),
      'GET /api/visitor/visitors': () => ({
        status: 401,
        body: { statusCode: 401, message: 'Please sign in to continue' },
      }),
    });
    renderAt('/dashboard/home');
    await screen.findByTestId('total-applications');
    server.fetchMock.mockImplementation(async (path: string) => {
      const body =
        path === '/api/auth/auth-check'
          ? { authenticated: false, user: null }
          : { statusCode: 401, message: 'Please sign in to continue' };
      return {
        ok: path === '/api/auth/auth-check',
        status: path === '/api/auth/auth-check' ? 200 : 401,
        json: async () => body,
      } as Response;
    });
    await userEvent.click(screen.getByRole('link', { name: 'Visitors' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login\?next=/));
    expect(screen.queryByTestId('total-applications')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('signs out through the API and returns to /login', async () => {
    const server = fakeServer({
      'GET /api/auth/auth-check': signedIn(),
      'GET /api/dashboard/summary': () => ({ body: SUMMARY }),
      'POST /api/auth/logout': () => ({ body: { message: 'Signed out' } }),
    });
    renderAt('/dashboard/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login/));
    expect(server.calls.map((call) => call.key)).toContain('POST /api/auth/logout');
  });

  it("shows the server's message for an unknown application reference, with Try again", async () => {
    const message = 'No application has this reference';
    fakeServer({
      'GET /api/auth/auth-check': signedIn(),
      'GET /api/dashboard/summary': () => ({ body: SUMMARY }),
      'GET /api/form/admin/applications/ICAST-2025-999999': () => ({ status: 404, body: { statusCode: 404, message } }),
    });
    renderAt('/dashboard/applications/ICAST-2025-999999');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this application');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(/not available/)).not.toBeInTheDocument();
  });
});

describe('sign-in', () => {
  it('goes back to the page the member was going to', async () => {
    fakeServer({ 'POST /api/auth/login': () => ({ body: { user: {} } }) });
    renderAt(`/login?next=${encodeURIComponent('/dashboard/visitor')}`);
    await userEvent.type(screen.getByLabelText('Email'), 'head@icast.test');
    await userEvent.type(screen.getByLabelText('Password'), 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/visitor'));
  });

  it('never follows a next address off the dashboard', async () => {
    fakeServer({ 'POST /api/auth/login': () => ({ body: { user: {} } }) });
    renderAt(`/login?next=${encodeURIComponent('//evil.example/x')}`);
    await userEvent.type(screen.getByLabelText('Email'), 'head@icast.test');
    await userEvent.type(screen.getByLabelText('Password'), 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/home'));
  });

  it('shows the lockout message as a locked sign-in', async () => {
    const message = 'Too many failed sign-in attempts. Sign-in is locked for 5 minutes; please try again later.';
    fakeServer({ 'POST /api/auth/login': () => ({ status: 429, body: { statusCode: 429, message } }) });
    renderAt('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'head@icast.test');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sign-in locked');
    expect(alert).toHaveTextContent(message);
  });
});
