import { Link } from 'react-router-dom';
import { Mail, MapPin, Phone } from 'lucide-react';
import { SITE, telHref } from '@icast/content';
import { FOOTER_QUICK_LINKS } from './navigation';
import { SocialLinks } from './SocialLinks';

export function SiteFooter() {
  return (
    <footer className="icast-footer">
      <div className="icast-container icast-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="icast-footer__heading">
            {SITE.fullName}
          </h2>
          <p>{SITE.description}</p>
          <SocialLinks className="icast-footer__social" />
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="icast-footer__heading">
            Contact us
          </h2>
          <ul className="icast-footer__contact">
            {SITE.phones.map((phone) => (
              <li key={phone}>
                <Phone aria-hidden="true" size={18} />
                <a href={telHref(phone)}>{phone}</a>
              </li>
            ))}
            <li>
              <Mail aria-hidden="true" size={18} />
              <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
            </li>
            {SITE.addresses.map((address) => (
              <li key={address.campus}>
                <MapPin aria-hidden="true" size={18} />
                <span>
                  <strong>{address.label}</strong>
                  <br />
                  {address.line}
                </span>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-label="Quick links">
          <h2 className="icast-footer__heading">Quick links</h2>
          <ul className="icast-footer__links">
            {FOOTER_QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="icast-container icast-footer__legal">
        <p>
          © {new Date().getFullYear()} {SITE.fullName}. {SITE.tagline}.
        </p>
      </div>
    </footer>
  );
}
