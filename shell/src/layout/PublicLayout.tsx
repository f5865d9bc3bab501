import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { SITE } from '@icast/content';

const NAV = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/admission', label: 'Admission' },
  { to: '/activities', label: 'Activities' },
  { to: '/blog', label: 'News' },
  { to: '/contacts', label: 'Contacts' },
];

const QUICK_LINKS = [
  { to: '/contacts', label: 'Contacts' },
  { to: '/gallery-page', label: 'Gallery' },
  { to: '/events', label: 'Events' },
  { to: '/blog', label: 'News' },
  { to: '/portal', label: 'Portal' },
  { to: '/admission', label: 'Admission' },
];

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="icast-skip-link" href="#main">
        Skip to content
      </a>
      <header className="icast-header">
        <div className="icast-container icast-header__bar">
          <Link to="/" className="icast-header__brand">
            {SITE.name}
          </Link>
          <nav aria-label="Main">
            <ul className="icast-nav">
              {NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === '/'}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <Link to="/portal" className="icast-button icast-button--accent">
                  Portal
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="icast-footer">
        <div className="icast-container">
          <p>{SITE.description}</p>
          <p>
            Phone: <a href={`tel:${SITE.phones[0]?.replace(/\s/g, '')}`}>{SITE.phones[0]}</a> · E-mail:{' '}
            <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
          </p>
          <ul>
            {SITE.addresses.map((address) => (
              <li key={address.campus}>
                {address.label}: {address.line}
              </li>
            ))}
          </ul>
          <nav aria-label="Quick links">
            <ul className="icast-footer__links">
              {QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </footer>
    </>
  );
}
