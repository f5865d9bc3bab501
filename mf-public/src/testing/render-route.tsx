import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import { routes } from '../routes';

function Pages() {
  return useRoutes(routes);
}

/** Where the router is, for tests of a page that changes the address. */
function Location() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

/** This remote's routes at `path`, as the shell mounts them. */
export const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Pages />
      <Location />
    </MemoryRouter>,
  );
