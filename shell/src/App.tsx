import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { findRouteOwner } from '@icast/contracts';
import { pageTitleFor } from '@icast/content';
import { BrandedLoader } from './layout/BrandedLoader';
import { PublicLayout } from './layout/PublicLayout';
import { TestModeBanner } from './layout/TestModeBanner';
import { replayBeforeWake } from './wake/replay';

/** The frame of every page: which remote owns this address decides whether it gets the public layout. */
export function App() {
  const { pathname } = useLocation();
  const owner = findRouteOwner(pathname);

  useEffect(() => {
    document.title = owner ? pageTitleFor(pathname) : pageTitleFor('/__not-found__');
  }, [owner, pathname]);

  // The page is React's from here on (hydrated or drawn): tests and tools wait for this mark, not for a time.
  // A page the server drew: what the visitor typed and pressed while the app woke is done again, now with it.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    void replayBeforeWake();
  }, []);

  return (
    <>
      <BrandedLoader />
      <TestModeBanner />
      {owner?.layout === 'public' ? (
        <PublicLayout>
          <Outlet />
        </PublicLayout>
      ) : (
        <Outlet />
      )}
    </>
  );
}
