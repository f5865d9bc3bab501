import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { NETWORK_FAILURE_MESSAGE } from '@icast/api-client';
import { pathsOwnedBy } from '@icast/contracts';
import { StandaloneApp } from './StandaloneApp';
import { routes } from './routes';

function renderLogin() {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <StandaloneApp />
    </MemoryRouter>,
  );
}

describe('mf_dashboard routes', () => {
  // jsdom has no fetch; each test decides what the network does.
  const fetchMock = jest.fn<Promise<Pick<Response, 'ok' | 'status' | 'json'>>, [string, RequestInit?]>();
  beforeAll(() => Object.assign(globalThis, { fetch: fetchMock }));
  beforeEach(() => fetchMock.mockReset());

  it('only claims paths the ownership table gives mf_dashboard', () => {
    const owned = pathsOwnedBy('mf_dashboard');
    for (const route of routes) expect(owned).toContain(route.path);
  });

  it('renders a labelled sign-in form', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it("shows the server's message when sign-in fails instead of failing silently", async () => {
    fetchMock.mockResolvedValue({
      ok: false,
      status: 401,
      json: async () => ({ statusCode: 401, message: 'Invalid email or password' }),
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'head@icast.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/login', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'head@icast.test',
      password: 'wrong',
    });
  });

  it('says so when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'head@icast.test');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_FAILURE_MESSAGE);
  });
});
