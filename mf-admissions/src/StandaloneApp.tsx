import { Outlet, type RouteObject } from 'react-router-dom';
import { standaloneRoutes as framed } from '@icast/ui';
import { routes } from './routes';

/**
 * This remote's routes when it runs on its own, for a data router of its own; the page loader shows while the first
 * page's loader runs (the portal's address, the tour times).
 */
export const standaloneRoutes: RouteObject[] = framed({
  remote: 'mf_admissions',
  routes,
  outlet: <Outlet />,
  loading: true,
});
