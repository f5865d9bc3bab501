import { mailtoHref } from '@icast/contracts';
import { telHref } from '@icast/content';
import { directionsUrl, useSiteContent } from '@icast/site-content';

/** Phones, e-mail, addresses and hours as staff set them, for the home contact block and the Contacts page. */
export function ContactDetails() {
  const { settings } = useSiteContent();
  return (
    <dl className="pub-contact-details">
      <div>
        <dt>Phone</dt>
        {settings.phones.map((phone) => (
          <dd key={phone}>
            <a href={telHref(phone)}>{phone}</a>
          </dd>
        ))}
      </div>
      <div>
        <dt>E-mail</dt>
        {settings.emails.map((email) => (
          <dd key={email}>{mailtoHref(email) ? <a href={mailtoHref(email)}>{email}</a> : email}</dd>
        ))}
      </div>
      {settings.campuses.map((campus) => (
        <div key={campus.id}>
          <dt>{campus.label}</dt>
          <dd>{campus.address}</dd>
          <dd>
            <a href={directionsUrl(campus)} aria-label={`Get directions to ${campus.label}`}>
              Get directions
            </a>
          </dd>
        </div>
      ))}
      <div>
        <dt>Office hours</dt>
        <dd>{settings.openingHours}</dd>
      </div>
    </dl>
  );
}
