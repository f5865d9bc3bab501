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
});
