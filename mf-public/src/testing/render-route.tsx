import { render } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { routes } from '../routes';

function Pages() {
  return useRoutes(routes);
}

/** This remote's routes at `path`, as the shell mounts them. */
export const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Pages />
    </MemoryRouter>,
  );
