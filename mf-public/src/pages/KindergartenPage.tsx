import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  KINDERGARTEN_GALLERY,
  KINDERGARTEN_OFFERS,
  KINDERGARTEN_PROGRAMMES,
  KINDERGARTEN_RESOURCES,
  KINDERGARTEN_SUBJECTS,
  WELCOME_TEXTS,
  type KindergartenOfferId,
} from '@icast/content';
import { AlbumPhotosOr } from '../components/albums';
import { Illustration } from '../components/Illustration';
import { Monogram, Section } from '../components/blocks';

export function KindergartenPage() {
  // Hovering or focusing a subject lights up the offer card that teaches it.
  const [highlighted, setHighlighted] = useState<KindergartenOfferId | undefined>();
  return (
    <div className="pub-page">
      <div className="icast-container">
        <h1>{WELCOME_TEXTS.kindergarten.title}</h1>
        <p className="pub-intro">{WELCOME_TEXTS.kindergarten.text}</p>
        <div className="pub-grid pub-grid--2">
          {KINDERGARTEN_PROGRAMMES.map((programme) => (
            <article key={programme.id} className="pub-card pub-card--plain">
              <h2>{programme.title}</h2>
              <p className="pub-eyebrow">
                Ages {programme.ages} · {programme.hours}
              </p>
              <p>{programme.text}</p>
            </article>
          ))}
        </div>
      </div>
      <Section id="subjects" title="What Your Child Learns" tone="alt">
        <ul className="pub-grid pub-grid--3 pub-plain-list">
          {KINDERGARTEN_SUBJECTS.map((subject) => (
            <li key={subject.id}>
              <button
                type="button"
                className="pub-subject"
                data-subject={subject.id}
                aria-describedby={`offer-title-${subject.offerId}`}
                data-testid={`subject-${subject.id}`}
                onMouseEnter={() => setHighlighted(subject.offerId)}
                onMouseLeave={() => setHighlighted(undefined)}
                onFocus={() => setHighlighted(subject.offerId)}
                onBlur={() => setHighlighted(undefined)}
              >
                <strong className="pub-subject__title">{subject.title}</strong>
                <span className="pub-subject__text">{subject.text}</span>
              </button>
            </li>
          ))}
        </ul>
        <h3>Our Kindergarten Offers</h3>
        <div className="pub-grid pub-grid--3">
          {KINDERGARTEN_OFFERS.map((offer) => (
            <article
              key={offer.id}
              className="pub-card pub-card--plain pub-offer"
              data-highlighted={highlighted === offer.id}
              data-testid={`offer-${offer.id}`}
            >
              <Monogram text={offer.title} />
              <h4 id={`offer-title-${offer.id}`}>{offer.title}</h4>
              <p>{offer.text}</p>
            </article>
          ))}
        </div>
      </Section>
      <Section id="enroll" title="Give your child a happy start">
        <p>Places in Nursery 1 and Nursery 2 fill quickly. Visit us, meet the teachers, then apply online.</p>
        <p className="pub-actions">
          <Link to="/admission" className="icast-button icast-button--primary">
            Enroll Now
          </Link>
          <Link to="/contacts" className="icast-button icast-button--outline">
            Schedule Visit
          </Link>
        </p>
      </Section>
      <section className="pub-resources" aria-labelledby="resources-heading">
        <h2 id="resources-heading" className="icast-visually-hidden">
          Resources
        </h2>
        <ul className="pub-resources__track">
          {KINDERGARTEN_RESOURCES.map((resource) => (
            <li key={resource.id}>
              <strong>{resource.title}</strong>
              <span>{resource.text}</span>
            </li>
          ))}
        </ul>
      </section>
      <Section id="kg-gallery" title="Kindergarten Gallery" tone="alt">
        <AlbumPhotosOr category="kindergarten">
          <div className="pub-grid pub-grid--3">
            {KINDERGARTEN_GALLERY.map((item) => (
              <figure key={item.id} className="pub-figure">
                <Illustration imageKey={item.image} />
                <figcaption>{item.title}</figcaption>
              </figure>
            ))}
          </div>
        </AlbumPhotosOr>
      </Section>
    </div>
  );
}
