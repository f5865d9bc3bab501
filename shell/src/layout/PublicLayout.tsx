import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ChatWidget } from '../chat/ChatWidget';
import { AnnouncementBanner } from './AnnouncementBanner';
import { BackToTop } from './BackToTop';
import { ClosureBanner } from './ClosureBanner';
import { CookieConsent } from './CookieConsent';
import { HeroBanner } from './HeroBanner';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/**
 * The frame of every public page: a school closure, the school's announcement, header, hero banner, footer, Back to Top, Aunty ICAST
 * and (home) consent.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <a className="icast-skip-link" href="#main">
        Skip to content
      </a>
      <ClosureBanner />
      <AnnouncementBanner />
      <SiteHeader />
      <HeroBanner />
      {/* The home page opens with its own hero (the slider): it starts right under the header, with no strip. */}
      <main id="main" tabIndex={-1} data-own-hero={pathname === '/' ? 'true' : undefined}>
        {children}
      </main>
      <SiteFooter />
      {/* The floating controls get a landmark of their own, so nothing on the page sits outside one. */}
      <aside aria-label="Help and navigation shortcuts">
        <BackToTop />
        <ChatWidget />
      </aside>
      {/* The original site places the consent banner on the home page (decision in docs/decisions/public-site.md). */}
      {pathname === '/' && <CookieConsent />}
    </>
  );
}
