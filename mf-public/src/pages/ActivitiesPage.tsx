import { Tabs } from '@icast/ui';
import { ACTIVITY_GALLERY_CATEGORIES, ACTIVITY_GROUPS, activityGalleryImages } from '@icast/content';
import { AlbumPhotosOr } from '../components/albums';
import { Illustration } from '../components/Illustration';
import { Section } from '../components/blocks';

export function ActivitiesPage() {
  return (
    <div className="pub-page">
      <div className="icast-container">
        <h1>School Activities</h1>
        <div className="pub-stack">
          {ACTIVITY_GROUPS.map((group) => (
            <article key={group.id} className="pub-card pub-card--row" data-testid="activity-group">
              <Illustration imageKey={group.image} />
              <div className="pub-card__body">
                <h2>{group.mainTitle}</h2>
                <p>{group.mainDescription}</p>
                <ul className="pub-ticks">
                  {group.subActivities.map((activity) => (
                    <li key={activity.title}>
                      <strong>{activity.title}:</strong> {activity.description}
                    </li>
                  ))}
                </ul>
              </div>
            </article>
          ))}
        </div>
      </div>
      <Section id="activity-gallery" title="Activity Gallery" tone="alt">
        <AlbumPhotosOr category="activities">
          <Tabs
            label="Activity gallery"
            items={ACTIVITY_GALLERY_CATEGORIES.map((category) => ({
              id: category.id,
              label: category.label,
              content: (
                <div className="pub-grid pub-grid--4">
                  {activityGalleryImages(category.id).map((image) => (
                    <figure key={image.image} className="pub-figure">
                      <Illustration imageKey={image.image} />
                      <figcaption>{image.caption}</figcaption>
                    </figure>
                  ))}
                </div>
              ),
            }))}
          />
        </AlbumPhotosOr>
      </Section>
    </div>
  );
}
