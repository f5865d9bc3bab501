import { FACILITIES, HOSTEL } from '@icast/content';
import { Link } from 'react-router-dom';
import { AlbumPhotosOr } from '../components/albums';
import { Illustration } from '../components/Illustration';
import { Section } from '../components/blocks';

export function FacilitiesPage() {
  return (
    <div className="icast-container pub-page">
      <h1>Our Facilities</h1>
      <div className="pub-grid pub-grid--3">
        {FACILITIES.map((facility) => (
          <article key={facility.id} className="pub-card" data-testid="facility">
            <Illustration imageKey={facility.image} />
            <div className="pub-card__body">
              <h2 className="pub-card__title">{facility.title}</h2>
              <p>{facility.description}</p>
              <ul className="pub-ticks">
                {facility.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            </div>
          </article>
        ))}
      </div>
    </div>
  );
}

export function HostelPage() {
  return (
    <div className="pub-page">
      <div className="icast-container">
        <h1>{HOSTEL.title}</h1>
        <p className="pub-intro">{HOSTEL.intake.text}</p>
      </div>
      <Section id="overview" title="Overview">
        {HOSTEL.overview.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
      </Section>
      <Section id="features" title="Hostel Features" tone="alt">
        <div className="pub-grid pub-grid--3">
          {HOSTEL.features.map((feature) => (
            <article key={feature.title} className="pub-card pub-card--plain">
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </article>
          ))}
        </div>
      </Section>
      <Section id="pastoral" title="Pastoral Care">
        {HOSTEL.pastoralCare.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
      </Section>
      <Section id="faith" title="Faith and Values" tone="alt">
        {HOSTEL.faithAndValues.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
      </Section>
      <Section id="why-boarding" title="Why Choose Boarding">
        <ul className="pub-ticks pub-ticks--spaced">
          {HOSTEL.whyChooseBoarding.map((point) => (
            <li key={point.title}>
              <strong>{point.title}.</strong> {point.text}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="hostel-gallery" title="Hostel Gallery" tone="alt">
        <AlbumPhotosOr category="hostel">
          <div className="pub-grid pub-grid--3">
            {HOSTEL.gallery.map((item) => (
              <figure key={item.id} className="pub-figure">
                <Illustration imageKey={item.image} />
                <figcaption>
                  <strong>{item.title}</strong> {item.description}
                </figcaption>
              </figure>
            ))}
          </div>
        </AlbumPhotosOr>
      </Section>
      <Section id="enquiries" title={HOSTEL.enquiries.title}>
        <p>{HOSTEL.enquiries.text}</p>
        <Link
          to={`/contacts?subject=${encodeURIComponent('Hostel enquiry')}`}
          className="icast-button icast-button--primary"
        >
          Send a hostel enquiry
        </Link>
      </Section>
    </div>
  );
}
