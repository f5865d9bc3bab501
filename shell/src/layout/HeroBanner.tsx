import { Link, useLocation } from 'react-router-dom';
import { bannerFor, withAcademicYear } from '@icast/content';
import { useSiteContent } from '@icast/site-content';
import { buttonClassName } from '@icast/ui';

/**
 * Page name, tagline and Apply, chosen by the first path segment; nothing at home. The page name is not an h1:
 * each remote page owns its own h1, and two would confuse screen-reader users.
 */
export function HeroBanner() {
  const { pathname } = useLocation();
  const { settings } = useSiteContent();
  const banner = bannerFor(pathname);
  if (!banner) return null;
  return (
    <section className="icast-hero" aria-label="Page banner" data-testid="hero-banner">
      <div className="icast-container icast-hero__inner">
        <p className="icast-hero__title">{banner.title}</p>
        <p className="icast-hero__tagline">{withAcademicYear(banner.tagline, settings.academicYear)}</p>
        <Link to="/admission" className={buttonClassName('accent')}>
          Apply
        </Link>
      </div>
      <svg className="icast-hero__art" viewBox="0 0 400 200" aria-hidden="true" focusable="false">
        <circle cx="330" cy="40" r="90" />
        <circle cx="380" cy="170" r="60" />
        <path d="M230 160 l50 -25 l50 25 l-50 25 Z" />
      </svg>
    </section>
  );
}
