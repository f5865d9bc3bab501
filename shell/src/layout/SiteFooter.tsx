import { Mail, MapPin, Phone } from 'lucide-react';
import { mailtoHref } from '@icast/contracts';
import { SITE, telHref } from '@icast/content';
import { directionsUrl, useSiteContent } from '@icast/site-content';
import { MenuLinkTo } from './MenuLinkTo';
import { menusToDraw } from './navigation';
import { SocialLinks } from './SocialLinks';

/** The school's contact facts as staff set them (libs/content until the API answers). */
export function SiteFooter() {
  const { settings, menus } = useSiteContent();
  const columns = menusToDraw(menus).footer.filter((column) => !column.hidden);
  return (
    <footer className="icast-footer">
      <div className="icast-container icast-footer__grid" data-link-columns={columns.length}>
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
            {settings.phones.map((phone) => (
              <li key={phone}>
                <Phone aria-hidden="true" size={18} />
                <a href={telHref(phone)}>{phone}</a>
              </li>
            ))}
            {settings.emails.map((email) => (
              <li key={email}>
                <Mail aria-hidden="true" size={18} />
                {mailtoHref(email) ? <a href={mailtoHref(email)}>{email}</a> : email}
              </li>
            ))}
            {settings.campuses.map((campus) => (
              <li key={campus.id}>
                <MapPin aria-hidden="true" size={18} />
                <span>
                  <strong>{campus.label}</strong>
                  <br />
                  {campus.address}
                  <br />
                  <a href={directionsUrl(campus)} aria-label={`Get directions to ${campus.label}`}>
                    Get directions
                  </a>
                </span>
              </li>
            ))}
          </ul>
        </section>
        {columns.map((column, index) => (
          <nav key={`${index}-${column.heading}`} aria-label={column.heading}>
            <h2 className="icast-footer__heading">{column.heading}</h2>
            <ul className="icast-footer__links">
              {column.links.map((link, at) =>
                link.hidden ? null : (
                  <li key={`${at}-${link.to}`}>
                    <MenuLinkTo link={link} />
                  </li>
                ),
              )}
            </ul>
          </nav>
        ))}
      </div>
      <div className="icast-container icast-footer__legal">
        <p>
          © {new Date().getFullYear()} {SITE.fullName}. {SITE.tagline}.
        </p>
      </div>
    </footer>
  );
}
