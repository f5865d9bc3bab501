import { Tabs } from '@icast/ui';
import type { CardsBlock, GalleryBlock, PagePhotoView } from '@icast/contracts';
import { AlbumPhotosOr } from '../components/albums';
import { Block, PagePicture, useSitePage } from '../components/SitePage';
import { Section } from '../components/blocks';

/** A tick names its activity before its first colon ("Football: ..."): the name in bold, as the page was drawn. */
function ActivityTick({ text }: { text: string }) {
  const colon = text.indexOf(': ');
  if (colon <= 0) return <li>{text}</li>;
  return (
    <li>
      <strong>{text.slice(0, colon + 1)}</strong> {text.slice(colon + 2)}
    </li>
  );
}

function ActivityGroups({ block }: { block: CardsBlock<PagePhotoView> }) {
  return (
    <div className="pub-stack">
      {block.cards.map((group, index) => (
        <article key={index} className="pub-card pub-card--row" data-testid="activity-group">
          {group.photo && <PagePicture photo={group.photo} />}
          <div className="pub-card__body">
            <h2>{group.title}</h2>
            <p>{group.text}</p>
            {group.highlights.length > 0 && (
              <ul className="pub-ticks">
                {group.highlights.map((tick, at) => (
                  <ActivityTick key={at} text={tick} />
                ))}
              </ul>
            )}
          </div>
        </article>
      ))}
    </div>
  );
}

/** The gallery's photos as tabs, one a title (in the order the titles first come), each its captions. */
function ActivityGallery({ block, tone }: { block: GalleryBlock<PagePhotoView>; tone?: 'alt' }) {
  const titles = [...new Set(block.photos.map((item) => item.title))];
  return (
    <Section id={block.anchor} title={block.heading} tone={tone}>
      <AlbumPhotosOr category="activities">
        <Tabs
          label={block.heading}
          items={titles.map((title, index) => ({
            id: `${block.anchor}-${index + 1}`,
            label: title,
            content: (
              <div className="pub-grid pub-grid--4">
                {block.photos
                  .filter((item) => item.title === title)
                  .map((item, at) => (
                    <figure key={at} className="pub-figure">
                      <PagePicture photo={item.photo} />
                      <figcaption>{item.caption}</figcaption>
                    </figure>
                  ))}
              </div>
            ),
          }))}
        />
      </AlbumPhotosOr>
    </Section>
  );
}

/**
 * /activities as staff edited it: the title, its first block (the activity groups) as the page's rows of cards, then
 * its blocks; a gallery's photos are tabs by their title, and a published activities album shows instead.
 */
export function ActivitiesPage() {
  const page = useSitePage('activities');
  const [first, ...rest] = page.blocks;
  const groups = first?.type === 'cards' ? first : undefined;
  const blocks = groups ? rest : page.blocks;
  const tone = (index: number) => (index % 2 === 0 ? 'alt' : undefined);
  return (
    <div className="pub-page">
      <div className="icast-container">
        <h1>{page.title}</h1>
        {page.intro && <p className="pub-intro">{page.intro}</p>}
        {groups && <ActivityGroups block={groups} />}
      </div>
      {blocks.map((block, index) =>
        block.type === 'gallery' ? (
          <ActivityGallery key={block.anchor} block={block} tone={tone(index)} />
        ) : (
          <Block key={block.anchor} block={block} tone={tone(index)} />
        ),
      )}
    </div>
  );
}
