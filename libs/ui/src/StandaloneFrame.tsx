import type { ReactNode } from 'react';
import { PageLoading } from './PageLoading';

/** Shown where a remote running on its own has no route for the address. */
export const STANDALONE_NOT_FOUND = 'This remote has no page at this address.';

/**
 * The frame of a remote running on its own (`npm start -w mf-public`): a note that the shell adds the site's header,
 * footer and chat, then the page. Inside the site the shell owns the router and the layout, so only the remotes'
 * standalone starts use it.
 */
export function StandaloneFrame({ remote, children }: { remote: string; children: ReactNode }) {
  return (
    <>
      <p className="icast-standalone-frame" role="note">
        {remote} standalone preview: the shell adds the site header, footer and chat.
      </p>
      <main id="main">{children}</main>
    </>
  );
}

/**
 * A remote's routes inside its standalone frame, for a data router of its own (their loaders and actions run).
 * `outlet` is the router's `<Outlet />` (this library does not depend on the router); `loading` shows while the first
 * page's loader runs.
 */
export function standaloneRoutes<Route extends object>(options: {
  remote: string;
  routes: readonly Route[];
  outlet: ReactNode;
  loading?: boolean;
}) {
  const { remote, routes, outlet, loading } = options;
  return [
    {
      element: <StandaloneFrame remote={remote}>{outlet}</StandaloneFrame>,
      ...(loading && { hydrateFallbackElement: <PageLoading /> }),
      children: [...routes, { path: '*', element: <h1>{STANDALONE_NOT_FOUND}</h1> }],
    },
  ];
}
