import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Clock, GraduationCap, Menu, X } from 'lucide-react';
import { SITE } from '@icast/content';
import { useSiteContent } from '@icast/site-content';
import { buttonClassName } from '@icast/ui';
import { useScrolledPast } from '../hooks/useScrolledPast';
import { NavDropdown } from './NavDropdown';
import { MenuLinkTo } from './MenuLinkTo';
import { menusToDraw, PORTAL_LINK } from './navigation';
import { SocialLinks } from './SocialLinks';

/** The original site's threshold (docs/product.md#timings-and-thresholds): the nav changes style once the page is scrolled more than 5px. */
export const NAV_SCROLL_THRESHOLD_PX = 5;

function TopBar() {
  const { settings } = useSiteContent();
  return (
    // Its own landmark: above the sticky header (it scrolls away), and screen-reader users list landmarks to find it.
    <section className="icast-topbar" aria-label="Opening hours and social links">
      <div className="icast-container icast-topbar__inner">
        <p className="icast-topbar__hours">
          <Clock aria-hidden="true" size={16} />
          <span>Opening hours: {settings.openingHours}</span>
        </p>
        <SocialLinks className="icast-topbar__social" />
      </div>
    </section>
  );
}

export function SiteHeader() {
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD_PX);
  const { pathname } = useLocation();
  const { header } = menusToDraw(useSiteContent().menus);
  const navId = useId();
  // Whether the menu is open lives in the DOM alone (`details.open`), never in a React prop: the visitor may have
  // opened it before the app took over, and a prop React thinks it already wrote would not be written again.
  const menuRef = useRef<HTMLDetailsElement>(null);
  const toggleRef = useRef<HTMLElement>(null);
  const closeMenu = () => {
    if (menuRef.current) menuRef.current.open = false;
  };

  // Any navigation (link click, back button) closes the mobile menu.
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    if (menuRef.current) menuRef.current.open = false;
  }, [pathname]);

  // Escape closes the open menu and puts focus back on its toggle (a dropdown inside it takes the Escape first).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const menu = menuRef.current;
      if (event.key !== 'Escape' || event.defaultPrevented || !menu?.open) return;
      menu.open = false;
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <TopBar />
      {/* data-scroll-past: before the app wakes, the page's inline script keeps data-scrolled as the page scrolls. */}
      <header className="icast-header" data-scrolled={scrolled} data-scroll-past={NAV_SCROLL_THRESHOLD_PX}>
        <div className="icast-container icast-header__bar">
          <Link to="/" className="icast-brand" onClick={closeMenu}>
            <span className="icast-brand__mark" aria-hidden="true">
              <GraduationCap size={22} />
            </span>
            <span className="icast-brand__text">
              <span className="icast-brand__name">{SITE.fullName}</span>
              <span className="icast-brand__place">Ibadan</span>
            </span>
          </Link>
          {/* A <summary>: the menu opens and closes in the server's HTML with no script; the nav is the next
              sibling, shown by CSS while the details are open, so the same rule shows it on both sides. */}
          <details ref={menuRef} className="icast-menu">
            <summary ref={toggleRef} className="icast-menu-toggle" aria-controls={navId}>
              <Menu aria-hidden="true" size={22} className="icast-menu-toggle__open" />
              <X aria-hidden="true" size={22} className="icast-menu-toggle__close" />
              <span className="icast-visually-hidden">Menu</span>
            </summary>
          </details>
          <nav id={navId} aria-label="Main" className="icast-nav">
            <ul className="icast-nav__list">
              {header.map((entry, index) =>
                entry.hidden ? null : entry.kind === 'group' ? (
                  <NavDropdown key={`${index}-${entry.label}`} group={entry} onNavigate={closeMenu} />
                ) : (
                  <li key={`${index}-${entry.to}`}>
                    <MenuLinkTo
                      link={entry}
                      nav
                      end={entry.to === '/'}
                      className="icast-nav__link"
                      onNavigate={closeMenu}
                    />
                  </li>
                ),
              )}
              <li className="icast-nav__portal">
                <Link to={PORTAL_LINK.to} className={buttonClassName('accent')} onClick={closeMenu}>
                  {PORTAL_LINK.label}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </header>
    </>
  );
}
