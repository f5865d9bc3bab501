import { SITE, telHref } from '@icast/content';

/** Phones, e-mail, addresses and hours, written once for the home contact block and the Contacts page. */
export function ContactDetails() {
  return (
    <dl className="pub-contact-details">
      <div>
        <dt>Phone</dt>
        {SITE.phones.map((phone) => (
          <dd key={phone}>
            <a href={telHref(phone)}>{phone}</a>
          </dd>
        ))}
      </div>
      <div>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
        </dd>
      </div>
      {SITE.addresses.map((address) => (
        <div key={address.campus}>
          <dt>{address.label}</dt>
          <dd>{address.line}</dd>
        </div>
      ))}
      <div>
        <dt>Office hours</dt>
        <dd>{SITE.openingHours.text}</dd>
      </div>
    </dl>
  );
}
