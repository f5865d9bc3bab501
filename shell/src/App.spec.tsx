import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App } from './App';
import { loadRemoteRoutes } from './federation/remotes';

jest.mock('./federation/remotes', () => ({ loadRemoteRoutes: jest.fn() }));

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
}

describe('App', () => {
  beforeEach(() => {
    jest.mocked(loadRemoteRoutes).mockReset();
    jest.mocked(loadRemoteRoutes).mockImplementation(async (remote) => ({
      ok: true,
      routes: [{ path: '*', element: <h1>page from {remote}</h1> }],
    }));
  });

  it('sends each path to the remote that owns it, inside the public layout', async () => {
    renderAt('/blog');
    expect(await screen.findByRole('heading', { name: 'page from mf_public' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(document.title).toMatch(/ICAST/);
  });

  it('gives the dashboard its own frame, without the public header', async () => {
    renderAt('/dashboard/blog-management');
    expect(await screen.findByRole('heading', { name: 'page from mf_dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('shows the fallback page for an unknown route without loading any remote', () => {
    renderAt('/no-such-page');
    expect(screen.getByRole('heading', { name: 'OOps!!! PAGE UNAVAILABLE' })).toBeInTheDocument();
    expect(loadRemoteRoutes).not.toHaveBeenCalled();
    expect(document.title).toMatch(/not found/i);
  });
});
