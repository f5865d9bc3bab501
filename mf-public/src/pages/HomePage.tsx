import { Link, useActionData, useLoaderData, useSearchParams } from 'react-router-dom';
import {
  ABOUT,
  FORM_SENT_QUERY,
  HOME_ACTIVITIES,
  HOME_INFO_BOXES,
  OFFERS,
  SCHOOL_SECTIONS,
  WELCOME_TEXTS,
} from '@icast/content';
import type { NewsletterValues, PostedForm } from '../actions';
import { loadedNoticeVersion, type HomeData } from '../loaders';
import { ContactDetails } from '../components/ContactDetails';
import { Illustration } from '../components/Illustration';
import { NewsletterBox } from '../components/NewsletterBox';
import { Monogram, Section } from '../components/blocks';
import { Counters } from '../home/Counters';
import { GalleryPreview } from '../home/GalleryPreview';
import { HeroSlider } from '../home/HeroSlider';
import { LatestNews } from '../home/LatestNews';
import { NextEvents } from '../home/NextEvents';
import { Testimonials } from '../home/Testimonials';

/** The home page's fixed parts; each part that waits on the API is its own component, so an answer re-renders only it. */
export function HomePage() {
  // The newsletter sign-up as a browser without script posts it (newsletterAction): refused, or sent on to ?subscribed=1.
  const posted = useActionData<PostedForm<NewsletterValues> | undefined>();
  const home = useLoaderData<HomeData | undefined>();
  const [params] = useSearchParams();
  return (
    <div id="first-section" className="pub-home">
      <HeroSlider />
      <section className="pub-section" aria-labelledby="info-heading">
        <div className="icast-container">
          <h2 id="info-heading" className="icast-visually-hidden">
            About ICAST
          </h2>
          <p className="pub-mission">
            <strong>Our mission: </strong>
            <span data-testid="mission">{ABOUT.mission}</span>
          </p>
          <div className="pub-grid pub-grid--4">
            {HOME_INFO_BOXES.map((box) => (
              <article key={box.id} className="pub-card pub-card--plain">
                <h3>{box.title}</h3>
                <p>{box.text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>
      <Section id="welcome" title="A school for every stage" tone="alt">
        <div className="pub-split">
          <div>
            {Object.values(WELCOME_TEXTS).map((welcome) => (
              <div key={welcome.id}>
                <h3>{welcome.title}</h3>
                <p>{welcome.text}</p>
              </div>
            ))}
          </div>
          <figure className="pub-video-poster">
            <Illustration imageKey="video/welcome-tour" label="A drawing of the ICAST Elebu campus" />
            <figcaption>
              Our welcome film is being prepared. Until then, <Link to="/book-a-tour">book a tour</Link> and see the
              campus in person.
            </figcaption>
          </figure>
        </div>
      </Section>
      <Section id="offers" title="What We Offer">
        <div className="pub-grid pub-grid--3">
          {OFFERS.map((offer) => (
            <article key={offer.id} className="pub-card pub-card--plain">
              <Monogram text={offer.title} />
              <h3>{offer.title}</h3>
              <p>{offer.text}</p>
            </article>
          ))}
        </div>
      </Section>
      <NewsletterBox
        posted={posted}
        subscribed={!posted && params.get(FORM_SENT_QUERY.newsletter) === '1'}
        privacyNoticeVersion={loadedNoticeVersion(home ?? undefined)}
      />
      <Section id="classes" title="Our Classes">
        <div className="pub-grid pub-grid--4">
          {SCHOOL_SECTIONS.map((section) => (
            <article key={section.id} className="pub-card" data-testid="class-card">
              <Illustration imageKey={section.image} />
              <div className="pub-card__body">
                <h3>{section.name}</h3>
                <p className="pub-eyebrow">Ages {section.ages}</p>
                <p>{section.summary}</p>
                <Link to={section.route} aria-label={`Read more about ${section.name}`}>
                  Read More →
                </Link>
              </div>
            </article>
          ))}
        </div>
      </Section>
      <Section id="activities" title="School Activities" tone="alt">
        <ul className="pub-activity-list">
          {HOME_ACTIVITIES.map((activity) => (
            <li key={activity.id}>
              <h3>{activity.title}</h3>
              <p>{activity.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Counters />
      <GalleryPreview />
      <Testimonials />
      <Section id="contact-block" title="Visit or Call Us">
        <ContactDetails />
        <p>
          <Link to="/contacts" className="icast-button icast-button--primary">
            Send us a message
          </Link>
        </p>
      </Section>
      <NextEvents />
      <LatestNews />
    </div>
  );
}
