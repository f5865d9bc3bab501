import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderAt, signedIn, type FakeRoute } from '../testing';

const STAFF = {
  data: [
    {
      id: 'u1',
      email: 'head@icast.test',
      name: 'Head Teacher',
      role: 'admin',
      disabled: false,
      createdAt: '2025-01-01T00:00:00Z',
    },
  ],
};
/** The API's refusal of one field: its words, and the field it names. */
const refuse =
  (statusCode: number, message: string, field: string): FakeRoute =>
  () => ({ status: statusCode, body: { statusCode, message, errors: [{ field, message }] } });

function renderSettings(routes: Record<string, FakeRoute> = {}) {
  const server = fakeServer({
    'GET /api/auth/auth-check': signedIn('admin'),
    'GET /api/auth/staff': () => ({ body: STAFF }),
    ...routes,
  });
  renderAt('/dashboard/settings');
  return server;
}

async function fillNewMember(password = 'copper kettle evening') {
  const form = (await screen.findByRole('heading', { name: 'Add a staff member' })).closest('form')!;
  await userEvent.type(within(form).getByLabelText('Name'), 'Ngozi Okafor');
  await userEvent.type(within(form).getByLabelText('Staff email'), 'ngozi@icast.test');
  await userEvent.click(within(form).getByRole('radio', { name: 'Bursar' }));
  await userEvent.type(within(form).getByLabelText('First password'), password);
  await userEvent.click(within(form).getByRole('button', { name: 'Add staff member' }));
  return form;
}

describe('Settings: staff accounts and passwords', () => {
  it('offers the four roles, each with what it may do, and states the password rule', async () => {
    renderSettings();
    const roles = await screen.findByRole('group', { name: 'Role' });
    expect(
      within(roles)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['admin', 'admissions', 'bursar', 'editor']);
    expect(within(roles).getByText('Form payments and their export')).toBeInTheDocument();
    expect(within(roles).getByText(/^Applications and decisions, forms sold/)).toBeInTheDocument();
    expect(screen.getByLabelText('First password')).toHaveAccessibleDescription(/hard to guess/);
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/At least 10 characters, and hard/);
  });

  it('sends the chosen role and clears the form once the member is added', async () => {
    const server = renderSettings({ 'POST /api/auth/staff': () => ({ status: 201, body: { user: {} } }) });
    const form = await fillNewMember();
    expect(await screen.findByText('Added ngozi@icast.test')).toBeInTheDocument();
    const sent = server.calls.find((call) => call.key === 'POST /api/auth/staff');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
      email: 'ngozi@icast.test',
      name: 'Ngozi Okafor',
      password: 'copper kettle evening',
      role: 'bursar',
    });
    expect(within(form).getByLabelText('Name')).toHaveValue('');
  });

  it('keeps everything typed when the e-mail is taken, with the message at the e-mail field', async () => {
    renderSettings({ 'POST /api/auth/staff': refuse(409, 'A staff member with this e-mail already exists', 'email') });
    const form = await fillNewMember();
    const email = within(form).getByLabelText('Staff email');
    expect(await within(form).findByText('A staff member with this e-mail already exists')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(/already exists/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('ngozi@icast.test');
    expect(within(form).getByLabelText('Name')).toHaveValue('Ngozi Okafor');
    expect(within(form).getByLabelText('First password')).toHaveValue('copper kettle evening');
    expect(within(form).getByRole('radio', { name: 'Bursar' })).toBeChecked();
  });

  it("puts the server's reason a password is weak at the password field, however it is worded", async () => {
    const why = 'Pick something harder to guess: This is a frequently used password. Add more words.';
    renderSettings({ 'POST /api/auth/staff': refuse(400, why, 'password') });
    const form = await fillNewMember('1234567890');
    const password = within(form).getByLabelText('First password');
    expect(await within(form).findByText(why)).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(new RegExp(why.replace(/[.]/g, '\\.')));
    expect(password).toHaveFocus();
    expect(password).toHaveValue('1234567890');
  });

  it('links a refused new password to its field when changing your own', async () => {
    const why = 'New password is too easy to guess: Repeated characters like "aaa" are easy to guess.';
    renderSettings({ 'POST /api/auth/change-password': refuse(400, why, 'newPassword') });
    const form = (await screen.findByRole('heading', { name: 'Change your password' })).closest('form')!;
    await userEvent.type(within(form).getByLabelText('Current password'), 'the-current-one');
    await userEvent.type(within(form).getByLabelText('New password'), 'aaaaaaaaaa');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    const field = within(form).getByLabelText('New password');
    expect(await within(form).findByText(why)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(/Repeated characters/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Current password')).toHaveValue('the-current-one');
  });

  it('shows no staff list to a member whose role does not manage staff', async () => {
    const server = fakeServer({ 'GET /api/auth/auth-check': signedIn('bursar') });
    renderAt('/dashboard/settings');
    expect(await screen.findByRole('heading', { name: 'Change your password' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Staff' })).not.toBeInTheDocument();
    expect(server.calls.map((call) => call.key)).not.toContain('GET /api/auth/staff');
  });
});
