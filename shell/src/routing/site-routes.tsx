import type { ReactNode } from 'react';
import {
  useRevalidator,
  useRouteError,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { ROUTE_OWNERSHIP, type OwnedRoute, type RemoteName } from '@icast/contracts';
import { loadSiteData, SITE_DATA_ROUTE_ID } from '@icast/site-content';
import { PageLoading } from '@icast/ui';
import { App } from '../App';
import { BrandedLoader } from '../layout/BrandedLoader';
import type { RemoteLoadResult } from '../federation/remotes';
import { RemoteUnavailable } from '../federation/RemoteUnavailable';
import { NotFoundPage } from '../pages/NotFoundPage';

export const ROOT_ROUTE_ID = SITE_DATA_ROUTE_ID;

/** Where the routes of a remote come from: the browser's federation runtime, or the server bundle's. */
export type RemoteRoutesSource = (remote: RemoteName, retry: boolean) => Promise<RemoteLoadResult>;

/** A remote that could not be loaded (down, unreachable, no routes): its region shows the Retry message. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    reason: string,
  ) {
    super(reason);
    this.name = 'RemoteUnavailableError';
  }
}

/** The remote's own route for a path of the table (each remote's routes.spec keeps them to the table's paths). */
function remoteRouteFor(routes: readonly RouteObject[] | undefined, path: string): RouteObject | undefined {
  return routes?.find((route) => route.path === path);
}

function elementOf(route: RouteObject | undefined): ReactNode {
  if (!route) return <NotFoundPage />;
  if (route.element !== undefined) return route.element;
  const Page = route.Component;
  return Page ? <Page /> : null;
}

/**
 * The site's routes, the same on the server (React Router's static handler) and in the browser (the data router): the
 * shell's frame, and one route per row of ROUTE_OWNERSHIP whose loader loads the owning remote's `./routes` and runs
 * that remote route's loader, and whose element is that route's element. The remote's page reads its data with
 * `useLoaderData()` as if it were the route itself. Retry in a region loads its remote anew and revalidates.
 */
export interface SiteRoutes {
  routes: RouteObject[];
  /**
   * Loads the page of a route of the table (its remote's routes, its page module) before the first render: hydration
   * draws the page at once, as the server did. False when it could not be loaded.
   */
  load(route: OwnedRoute): Promise<boolean>;
}

export function siteRoutes(loadRoutes: RemoteRoutesSource): SiteRoutes {
  const loaded = new Map<RemoteName, RouteObject[]>();
  const retrying = new Set<RemoteName>();
  // A remote's page that is a chunk of its own (`lazy`), loaded once per route object (a retried remote has new ones).
  const pageModules = new WeakMap<RouteObject, RouteObject>();

  const routesOf = async (remote: RemoteName): Promise<RouteObject[]> => {
    const retry = retrying.delete(remote);
    const known = loaded.get(remote);
    if (known && !retry) return known;
    const result = await loadRoutes(remote, retry);
    if (!result.ok) throw new RemoteUnavailableError(remote, result.reason);
    loaded.set(remote, result.routes);
    return result.routes;
  };

  /** The remote's route for `path`, its page module loaded (React Router's `lazy`), so it draws at once. */
  const pageRoute = async (remote: RemoteName, path: string): Promise<RouteObject | undefined> => {
    const route = remoteRouteFor(await routesOf(remote), path);
    if (!route || typeof route.lazy !== 'function') return route;
    const known = pageModules.get(route);
    if (known) return known;
    const page: RouteObject = { ...route, ...(await route.lazy()), lazy: undefined };
    pageModules.set(route, page);
    return page;
  };

  function RemotePage({ remote, path }: { remote: RemoteName; path: string }) {
    const route = remoteRouteFor(loaded.get(remote), path);
    return (
      <div data-remote={remote} data-remote-status="ready">
        {elementOf(route && (pageModules.get(route) ?? route))}
      </div>
    );
  }

  function RemoteError({ remote }: { remote: RemoteName }) {
    const error = useRouteError();
    const revalidator = useRevalidator();
    const reason = error instanceof Error ? error.message : String(error);
    const retry = () => {
      retrying.add(remote);
      void revalidator.revalidate();
    };
    return (
      <div data-remote={remote} data-remote-status="failed">
        <RemoteUnavailable reason={reason} onRetry={retry} />
      </div>
    );
  }

  const pages = ROUTE_OWNERSHIP.map(
    (owned): RouteObject => ({
      id: owned.path,
      ...(owned.path === '/' ? { index: true } : { path: owned.path }),
      loader: async (args: LoaderFunctionArgs) => {
        const route = await pageRoute(owned.remote, owned.path);
        return typeof route?.loader === 'function' ? route.loader(args) : null;
      },
      // A form posted by a page without script (the document server hands it over): the remote route's action, or
      // 405 for a page that takes none. With script, the pages send their forms themselves and no action runs.
      action: async (args: ActionFunctionArgs) => {
        const route = await pageRoute(owned.remote, owned.path);
        if (typeof route?.action !== 'function') throw new Response('This page takes no form.', { status: 405 });
        return route.action(args);
      },
      element: <RemotePage remote={owned.remote} path={owned.path} />,
      errorElement: <RemoteError remote={owned.remote} />,
      // A page drawn by the browser: the frame at once, the region's loading bar until its remote has loaded.
      hydrateFallbackElement: (
        <div data-remote={owned.remote} data-remote-status="loading">
          <PageLoading />
        </div>
      ),
    }),
  );

  const routes: RouteObject[] = [
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      element: <App />,
      // The frame's data (the content staff publish, the payment config): once per page, kept across navigations.
      loader: loadSiteData,
      shouldRevalidate: () => false,
      // A page the browser draws itself: the branded loader until the frame's data is there.
      hydrateFallbackElement: <BrandedLoader />,
      children: [...pages, { path: '*', element: <NotFoundPage /> }],
    },
  ];
  const load = (route: OwnedRoute) =>
    pageRoute(route.remote, route.path).then(
      () => true,
      () => false,
    );
  return { routes, load };
}
