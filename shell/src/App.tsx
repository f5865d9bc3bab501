import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { findRouteOwner } from '@icast/contracts';
import { pageTitleFor } from '@icast/content';
import { PageLoading } from '@icast/ui';
import { RemoteRegion } from './federation/RemoteRegion';
import { BrandedLoader } from './layout/BrandedLoader';
import { PublicLayout } from './layout/PublicLayout';
import { TestModeBanner } from './layout/TestModeBanner';
import { NotFoundPage } from './pages/NotFoundPage';

/** The one router decision: which remote owns this address, and does it get the public frame. */
export function App() {
  const { pathname } = useLocation();
  const owner = findRouteOwner(pathname);

  useEffect(() => {
    document.title = owner ? pageTitleFor(pathname) : pageTitleFor('/__not-found__');
  }, [owner, pathname]);

  const region = owner && <RemoteRegion remote={owner.remote} notFound={<NotFoundPage />} loading={<PageLoading />} />;
  return (
    <>
      <BrandedLoader />
      <TestModeBanner />
      {!owner ? <NotFoundPage /> : owner.layout === 'public' ? <PublicLayout>{region}</PublicLayout> : region}
    </>
  );
}
