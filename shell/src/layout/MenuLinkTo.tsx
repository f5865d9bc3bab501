import { Link, NavLink } from 'react-router-dom';
import { ExternalLink } from 'lucide-react';
import { menuLinkTarget, type MenuLink } from '@icast/contracts';

interface Props {
  link: MenuLink;
  /** Header links show which page is open (`aria-current`); the footer's do not. */
  nav?: boolean;
  /** A header link is current on its own page only (the home page), or on the pages under it too (News). */
  end?: boolean;
  className?: string;
  onNavigate?: () => void;
}

/**
 * A link of the menu or the footer, checked again before it becomes an `href` (a row saved some other way draws no
 * link): a page goes through the router, a document is a plain link to its file, another site is marked as one.
 */
export function MenuLinkTo({ link, nav = false, end = true, className, onNavigate }: Props) {
  const target = menuLinkTarget(link.to);
  if (!target) return null;
  if (target.kind === 'page') {
    return nav ? (
      <NavLink to={target.href} end={end} className={className} onClick={onNavigate}>
        {link.label}
      </NavLink>
    ) : (
      <Link to={target.href} className={className} onClick={onNavigate}>
        {link.label}
      </Link>
    );
  }
  if (target.kind === 'file') {
    return (
      <a href={target.href} className={className} onClick={onNavigate}>
        {link.label}
      </a>
    );
  }
  return (
    <a href={target.href} className={className} rel="noopener" onClick={onNavigate}>
      {link.label}
      <ExternalLink aria-hidden="true" size={14} className="icast-external-mark" />
      <span className="icast-visually-hidden"> (another website)</span>
    </a>
  );
}
