import { FACILITIES } from '@icast/content';
import { Illustration } from '../components/Illustration';
import { SitePage, useSitePage } from '../components/SitePage';

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

/** The hostel page as staff edited it (blocks), a published hostel album in place of its drawings. */
export function HostelPage() {
  return <SitePage page={useSitePage('hostel')} albums="hostel" />;
}
