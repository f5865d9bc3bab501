import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { findRouteOwner, pathsOwnedBy, type RemoteName } from '@icast/contracts';
import type { RemoteLoadResult } from '../federation/remotes';
import { loadSiteData, SITE_DATA_ROUTE_ID } from '@icast/site-content';
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
    ...(hydrated && owner
      ? { hydrationData: { loaderData: { [SITE_DATA_ROUTE_ID]: await loadSiteData(), [owner.path]: null } } }
      : {}),
  });
  // As the browser draws a page: the frame's data first (the root loader), then the page.
  if (!router.state.loaderData.root) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.loaderData.root) return;
        stop();
        resolve();
      });
    });
  }
  return { router, ...render(<RouterProvider router={router} />) };
}
