import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { RemoteRegion } from './RemoteRegion';
import { loadRemoteRoutes } from './remotes';

jest.mock('./remotes', () => ({ loadRemoteRoutes: jest.fn() }));
const loadRoutes = jest.mocked(loadRemoteRoutes);

function renderRegion(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RemoteRegion remote="mf_admissions" notFound={<p>not found</p>} loading={<p>loading</p>} />
    </MemoryRouter>,
  );
}

describe('RemoteRegion', () => {
  beforeEach(() => loadRoutes.mockReset());

  it("renders the remote's page for the current path", async () => {
    loadRoutes.mockResolvedValue({ ok: true, routes: [{ path: '/admission', element: <h1>Admission</h1> }] });
    renderRegion('/admission');
    expect(await screen.findByRole('heading', { name: 'Admission' })).toBeInTheDocument();
    expect(loadRoutes).toHaveBeenCalledWith('mf_admissions', false);
  });

  it('shows the not-found content when the remote has no page at the path', async () => {
    loadRoutes.mockResolvedValue({ ok: true, routes: [{ path: '/admission', element: <h1>Admission</h1> }] });
    renderRegion('/portal');
    expect(await screen.findByText('not found')).toBeInTheDocument();
  });

  it('offers Retry when the remote is down and loads it again, forcing a fresh fetch', async () => {
    loadRoutes.mockResolvedValueOnce({ ok: false, reason: 'Failed to get manifest' });
    loadRoutes.mockResolvedValueOnce({ ok: true, routes: [{ path: '/admission', element: <h1>Admission</h1> }] });
    renderRegion('/admission');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('heading', { name: /temporarily unavailable/ })).toHaveFocus();
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Admission' })).toBeInTheDocument();
    expect(loadRoutes).toHaveBeenLastCalledWith('mf_admissions', true);
  });

  it('contains a remote page that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRoutes.mockResolvedValue({ ok: true, routes: [{ path: '/admission', element: <Broken /> }] });
    renderRegion('/admission');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('boom')).toBeInTheDocument();
  });
});
