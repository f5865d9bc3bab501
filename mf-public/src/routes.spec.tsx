import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { pathsOwnedBy } from '@icast/contracts';
import { ABOUT } from '@icast/content';
import { StandaloneApp } from './StandaloneApp';
import { installFetch, jsonResponse } from './testing/fake-fetch';
import { routes } from './routes';

describe('mf_public routes', () => {
  it('only claims paths the ownership table gives mf_public', () => {
    const owned = pathsOwnedBy('mf_public');
    for (const route of routes) expect(owned).toContain(route.path);
  });

  it('renders the home page with the school mission', async () => {
    installFetch(() => jsonResponse([]));
    render(
      <MemoryRouter initialEntries={['/']}>
        <StandaloneApp />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeInTheDocument();
    expect(screen.getByTestId('mission')).toHaveTextContent(ABOUT.mission);
    await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
  });
});
