import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { pathsOwnedBy } from '@icast/contracts';
import { StandaloneApp } from './StandaloneApp';
import { routes } from './routes';

describe('mf_admissions routes', () => {
  it('only claims paths the ownership table gives mf_admissions', () => {
    const owned = pathsOwnedBy('mf_admissions');
    for (const route of routes) expect(owned).toContain(route.path);
  });

  it('renders the admission page with its two actions', () => {
    render(
      <MemoryRouter initialEntries={['/admission']}>
        <StandaloneApp />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Admission' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Admission Form' })).toHaveAttribute('href', '/payment');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contacts');
  });
});
