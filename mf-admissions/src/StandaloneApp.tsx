import { Outlet, type RouteObject } from 'react-router-dom';
import { PageLoading } from '@icast/ui';
import { routes } from './routes';

/** Only used when this remote runs on its own; inside the site the shell owns the router and the layout. */
export function StandaloneFrame() {
  return (
    <>
      <p className="icast-standalone-frame" role="note">
        mf_admissions standalone preview: the shell adds the site header, footer and chat.
      </p>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}

/** This remote's routes inside the standalone frame, for a data router of its own (their loaders and actions run). */
export const standaloneRoutes: RouteObject[] = [
  {
    element: <StandaloneFrame />,
    // While the first page's loader runs (the portal's address, the tour times).
    hydrateFallbackElement: <PageLoading />,
    children: [...routes, { path: '*', element: <h1>This remote has no page at this address.</h1> }],
  },
];
