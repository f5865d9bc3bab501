import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { pageData } from '@icast/api-client';
import { findRouteOwner, ROUTE_DATA_ELEMENT_ID, WAKE_RECORD_KEY, type WakeRecord } from '@icast/contracts';
import { startSiteContent } from '@icast/site-content';
import { loadRemoteRoutes } from './federation/remotes';
import { markServerRendered } from './routing/rendering-mode';
import { siteRoutes } from './routing/site-routes';
import { hydrationDataOf } from './routing/route-data';
import { noteChoicesBeforeHydration } from './wake/replay';

async function start(container: HTMLElement) {
  const { routes, load } = siteRoutes(loadRemoteRoutes);
  const hydrationData = hydrationDataOf(pageData(ROUTE_DATA_ELEMENT_ID));
  const owner = findRouteOwner(window.location.pathname);
  // The page came as finished HTML: the same routes, with the data the server rendered it from, take it over. The
  // route's remote is loaded first, so the first render is the page itself, as the server drew it. When this browser
  // cannot load it, the page is drawn anew instead, with the remote's Retry message.
  const hydrates = hydrationData && container.firstElementChild && (!owner || (await load(owner)));
  if (hydrates) {
    markServerRendered();
    const router = createBrowserRouter(routes, { hydrationData });
    noteChoicesBeforeHydration(container);
    // From here React owns the page: the inline script stops turning the slideshow and raising the counters.
    const record = (window as unknown as Record<string, WakeRecord | undefined>)[WAKE_RECORD_KEY];
    if (record) record.taken = true;
    hydrateRoot(
      container,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    return;
  }
  // A page the browser draws: the content (and on / the first hero photo) load while the remotes do.
  startSiteContent(document, window.location.pathname);
  const router = createBrowserRouter(routes);
  const root = createRoot(container);
  // The frame is drawn (and the router listened to) in this task, before the route's loader can answer: an answer
  // that came between a later first render and its subscription would be lost, leaving the loading bar for good.
  // The page itself then renders as a transition, in slices the browser can paint between.
  flushSync(() => {
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
}

const container = document.getElementById('root');
if (container) void start(container);
