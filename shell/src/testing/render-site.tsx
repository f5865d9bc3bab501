import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { findRouteOwner, pathsOwnedBy, type RemoteName } from '@icast/contracts';
import type { RemoteLoadResult } from '../federation/remotes';
import { siteRoutes } from '../routing/site-routes';

/** Every path of a remote answered by a page that names the remote: enough for the shell's own tests. */
export function remoteNamingItself(remote: RemoteName): RemoteLoadResult {
  return {
    ok: true,
    routes: pathsOwnedBy(remote).map((path): RouteObject => ({ path, element: <h1>page from {remote}</h1> })),
  };
}

/**
 * The site's routes at `path` in a memory router, the remotes answered by `load` (each remote's page names itself by
 * default). `hydrated`: as a page the server rendered, whose remote is loaded before the first render.
 */
export async function renderSite(
  path: string,
  {
    load = async (remote: RemoteName) => remoteNamingItself(remote),
    hydrated = false,
  }: { load?: (remote: RemoteName, retry: boolean) => Promise<RemoteLoadResult>; hydrated?: boolean } = {},
) {
  const site = siteRoutes(load);
  const owner = findRouteOwner(path);
  if (hydrated && owner) await site.load(owner);
  const router = createMemoryRouter(site.routes, {
    initialEntries: [path],
    ...(hydrated && owner ? { hydrationData: { loaderData: { [owner.path]: null } } } : {}),
  });
  return { router, ...render(<RouterProvider router={router} />) };
}
