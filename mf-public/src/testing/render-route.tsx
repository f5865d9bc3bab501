import { render } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { routes } from '../routes';

/** This remote's route for `path` with its page module loaded, as the shell has it before drawing the page. */
async function loaded(path: string): Promise<RouteObject[]> {
  const match = matchRoutes(routes, new URL(path, 'http://localhost').pathname)?.[0]?.route;
  if (!match || typeof match.lazy !== 'function') return routes;
  const page = await match.lazy();
  return routes.map((route) => (route === match ? { ...route, ...page, lazy: undefined } : route));
}

/** This remote's routes at `path`, as the shell mounts them (a data router; the page drawn in the first render). */
export async function renderAt(path: string) {
  const router = createMemoryRouter(await loaded(path), { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}
