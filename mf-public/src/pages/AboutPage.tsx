import { Link } from 'react-router-dom';
import { SCHOOL_SECTIONS, SITE } from '@icast/content';
import { useSiteContent } from '@icast/site-content';
import type { PagePhotoView, SitePageFields } from '@icast/contracts';
import { Illustration } from '../components/Illustration';
import { SitePage, useSitePage } from '../components/SitePage';

/** /about as staff edited it: the split top (title, opening sentence, Apply, the drawing), then its blocks. */
export function AboutPage() {
  return <AboutSitePage page={useSitePage('about')} />;
}

/** The about page drawn from its words: also what the private preview of a waiting change to it draws. */
export function AboutSitePage({ page }: { page: SitePageFields<PagePhotoView> }) {
  const header = (
    <div className="icast-container pub-split">
      <div>
        <h1>{page.title}</h1>
        {page.intro && <p className="pub-intro">{page.intro}</p>}
        <Link to="/admission" className="icast-button icast-button--primary">
          Apply Now
        </Link>
      </div>
      <Illustration imageKey="about/building" label="A drawing of the ICAST school building" />
    </div>
  );
  return <SitePage page={page} header={header} firstTone="alt" />;
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
