import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { pathsOwnedBy } from '@icast/contracts';
import { ABOUT } from '@icast/content';
import { standaloneRoutes } from './StandaloneApp';
import { installFetch, jsonResponse } from './testing/fake-fetch';
import { routes } from './routes';

describe('mf_public routes', () => {
  it('only claims paths the ownership table gives mf_public', () => {
    const owned = pathsOwnedBy('mf_public');
    for (const route of routes) expect(owned).toContain(route.path);
  });

  it('renders the home page with the school mission in the standalone preview', async () => {
    installFetch(() => jsonResponse([]));
    render(<RouterProvider router={createMemoryRouter(standaloneRoutes, { initialEntries: ['/'] })} />);
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome to/ })).toBeInTheDocument();
    expect(screen.getByTestId('mission')).toHaveTextContent(ABOUT.mission);
    await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
  });

  it('loads a page of its own chunk before drawing it', async () => {
    installFetch(() => jsonResponse([]));
    render(<RouterProvider router={createMemoryRouter(standaloneRoutes, { initialEntries: ['/about'] })} />);
    expect(await screen.findByRole('heading', { level: 1, name: /About/ })).toBeInTheDocument();
  });
});
