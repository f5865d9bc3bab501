import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderAt, signedIn } from '../testing';

const CODES = Array.from({ length: 10 }, (_, n) => `ABCD-EFGH-JKLM-NP${n}${n}`);

describe('two-factor sign-in in the dashboard', () => {
  it('asks for the code after the right password, then sends all three and goes on', async () => {
    const server = fakeServer({
      'POST /api/auth/login': (init) =>
        JSON.parse(String(init?.body)).code === '123456'
          ? { body: { user: { id: 'u1', email: 'head@icast.test', name: 'Head', role: 'admin' } } }
          : { body: { codeRequired: true } },
    });
    renderAt('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'head@icast.test');
    await userEvent.type(screen.getByLabelText('Password'), 'right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByLabelText('Code from your authenticator app');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/home'));
    const bodies = server.calls
      .filter((call) => call.key === 'POST /api/auth/login')
      .map((call) => JSON.parse(String(call.init?.body)));
    expect(bodies).toEqual([
      { email: 'head@icast.test', password: 'right-password' },
      { email: 'head@icast.test', password: 'right-password', code: '123456' },
    ]);
  });

  it('enrols from Settings: QR code and key, a wrong code at its field, then the recovery codes once', async () => {
    let confirmations = 0;
    fakeServer({
      'GET /api/auth/auth-check': signedIn('admissions'),
      'POST /api/auth/second-factor/setup': () => ({
        body: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/x',
          qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
        },
      }),
      'POST /api/auth/second-factor/confirm': () => {
        confirmations += 1;
        if (confirmations === 1) {
          const message = 'That code is not right. Enter the 6 digits your authenticator app shows now.';
          return { status: 400, body: { statusCode: 400, message, errors: [{ field: 'code', message }] } };
        }
        return { body: { recoveryCodes: CODES } };
      },
    });
    renderAt('/dashboard/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByRole('img', { name: /QR code to add ICAST Schools/ })).toBeVisible();
    expect(screen.getByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeVisible();
    const code = screen.getByLabelText('Code from the app');
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/That code is not right/));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByText(/Two-factor sign-in is on/)).toBeVisible();
  });

  describe('required of the roles that see children’s files', () => {
    const member = { id: 'u2', email: 'office@icast.test', name: 'Bisi Office', role: 'admissions' };
    const setupAnswers = () => ({
      'POST /api/auth/second-factor/setup': () => ({
        body: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/x',
          qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
        },
      }),
      'POST /api/auth/second-factor/confirm': () => {
        enrolled = true;
        return { body: { recoveryCodes: CODES } };
      },
    });
    let enrolled = false;
    const check = () => ({
      body: { authenticated: true, user: enrolled ? member : { ...member, secondFactorSetupRequired: true } },
    });
    const applicationCalls = (calls: Array<{ key: string }>) =>
      calls.filter((call) => call.key.startsWith('GET /api/form/admin/applications'));
    beforeEach(() => {
      enrolled = false;
    });

    it('shows the enrolment at any dashboard address until it is done, then the page asked for', async () => {
      const server = fakeServer({ 'GET /api/auth/auth-check': check, ...setupAnswers() });
      renderAt('/dashboard/applications');
      expect(await screen.findByRole('heading', { level: 1, name: 'Set up your authenticator' })).toBeVisible();
      expect(screen.getByText(/Staff who can open the children's files sign in with/)).toBeVisible();
      expect(screen.queryByRole('navigation', { name: 'Dashboard' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
      await userEvent.type(await screen.findByLabelText('Code from the app'), '123456');
      await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
      await screen.findByRole('list', { name: 'Recovery codes' });
      expect(applicationCalls(server.calls)).toEqual([]);

      await userEvent.click(screen.getByRole('button', { name: 'I have kept my recovery codes: continue' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/applications');
      await waitFor(() => expect(applicationCalls(server.calls).length).toBeGreaterThan(0));
    });

    it('goes to the enrolment when a call is refused with second-factor-setup-required', async () => {
      enrolled = true;
      const server = fakeServer({
        'GET /api/auth/auth-check': check,
        'GET /api/dashboard/summary': () => {
          // The member was made admissions meanwhile: the API now holds them to the enrolment.
          enrolled = false;
          const message = 'Set up two-factor sign-in first.';
          return { status: 403, body: { statusCode: 403, message, code: 'second-factor-setup-required' } };
        },
      });
      renderAt('/dashboard/home');
      expect(await screen.findByRole('heading', { level: 1, name: 'Set up your authenticator' })).toBeVisible();
      expect(server.calls.map((call) => call.key)).toContain('GET /api/dashboard/summary');
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/home');
    });

    it('signs out from the enrolment', async () => {
      fakeServer({
        'GET /api/auth/auth-check': check,
        'POST /api/auth/logout': () => ({ body: { message: 'Signed out' } }),
      });
      renderAt('/dashboard/applications');
      await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    });
  });
});
