import type { CardsBlock, PagePhotoView } from '@icast/contracts';
import { PagePicture, SitePage, useSitePage } from '../components/SitePage';

/** A facility's card as the page always drew it: its picture, its name, its text and its points. */
function FacilityCards({ block }: { block: CardsBlock<PagePhotoView> }) {
  return (
    // The page title names the facilities; the block's heading names the grid for screen readers.
    <section aria-label={block.heading} className="pub-grid pub-grid--3">
      {block.cards.map((card, index) => (
        <article key={index} className="pub-card" data-testid="facility">
          {card.photo && <PagePicture photo={card.photo} />}
          <div className="pub-card__body">
            <h2 className="pub-card__title">{card.title}</h2>
            <p>{card.text}</p>
            {card.highlights.length > 0 && (
              <ul className="pub-ticks">
                {card.highlights.map((highlight, at) => (
                  <li key={at}>{highlight}</li>
                ))}
              </ul>
            )}
          </div>
        </article>
      ))}
    </section>
  );
}

/**
 * /facilities as staff edited it: the title, then its first block (the facilities' cards) in the page's grid under
 * it, then any other blocks in the site's design.
 */
export function FacilitiesPage() {
  const page = useSitePage('facilities');
  const [first, ...rest] = page.blocks;
  const grid = first?.type === 'cards' ? first : undefined;
  const header = (
    <div className="icast-container">
      <h1>{page.title}</h1>
      {page.intro && <p className="pub-intro">{page.intro}</p>}
      {grid && <FacilityCards block={grid} />}
    </div>
  );
  return <SitePage page={{ ...page, blocks: grid ? rest : page.blocks }} header={header} />;
}

/** The hostel page as staff edited it (blocks), a published hostel album in place of its drawings. */
export function HostelPage() {
  return <SitePage page={useSitePage('hostel')} albums="hostel" />;
}
