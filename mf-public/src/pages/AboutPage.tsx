import { Link } from 'react-router-dom';
import { ABOUT, SCHOOL_SECTIONS, SITE } from '@icast/content';
import { useSiteContent } from '@icast/site-content';
import { Illustration } from '../components/Illustration';
import { Section } from '../components/blocks';

export function AboutPage() {
  return (
    <div className="pub-page">
      <div className="icast-container pub-split">
        <div>
          <h1>About {SITE.fullName}</h1>
          <p className="pub-intro">{SITE.description}</p>
          <Link to="/admission" className="icast-button icast-button--primary">
            Apply Now
          </Link>
        </div>
        <Illustration imageKey="about/building" label="A drawing of the ICAST school building" />
      </div>
      <Section id="history" title="Our History" tone="alt">
        {ABOUT.history.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
      </Section>
      <Section id="mission" title="Our Mission">
        <p>{ABOUT.mission}</p>
      </Section>
      <Section id="vision" title="Our Vision" tone="alt">
        <p>{ABOUT.vision}</p>
      </Section>
      <Section id="values" title="Our Values">
        <div className="pub-grid pub-grid--3">
          {ABOUT.values.map((value) => (
            <article key={value.title} className="pub-card pub-card--plain">
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </article>
          ))}
        </div>
      </Section>
    </div>
  );
}

/** /classes: a real overview of the four sections (the original had placeholder text). */
export function ClassesPage() {
  const { settings } = useSiteContent();
  return (
    <div className="pub-page">
      <div className="icast-container">
        <h1>Our Classes</h1>
        <p className="pub-intro">
          From the creche to SS3, every stage has its own teachers, routine and spaces. School hours are{' '}
          {settings.schoolHours}; the year has three terms ({SITE.terms.map((term) => term.months).join(', ')}).
        </p>
        <div className="pub-stack">
          {SCHOOL_SECTIONS.map((section) => (
            <article key={section.id} className="pub-card pub-card--row" data-testid="class-overview">
              <Illustration imageKey={section.image} />
              <div className="pub-card__body">
                <h2>{section.name}</h2>
                <p className="pub-eyebrow">
                  Ages {section.ages} · {section.classes}
                  {section.hours ? ` · ${section.hours}` : ''}
                </p>
                <p>{section.description}</p>
                <Link to={section.route}>More about {section.name} →</Link>
              </div>
            </article>
          ))}
        </div>
      </div>
    </div>
  );
}
