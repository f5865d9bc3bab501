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

/**
 * This remote's routes at `path`, as the shell mounts them: a data router whose loaders have run, so the page is
 * drawn with its data in the first render.
 */
export async function renderAt(path: string) {
  const router = createMemoryRouter(await loaded(path), { initialEntries: [path] });
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  return { router, ...render(<RouterProvider router={router} />) };
}
