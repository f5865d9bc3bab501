import { useState } from 'react';
import { Link } from 'react-router-dom';
import { KINDERGARTEN_OFFERS, KINDERGARTEN_SUBJECTS } from '@icast/content';
import type { CardsBlock, HighlightsBlock, PageBlock, PagePhotoView } from '@icast/contracts';
import { AlbumPhotosOr } from '../components/albums';
import { Block, PagePicture, useSitePage } from '../components/SitePage';
import { Monogram, Section } from '../components/blocks';

/**
 * A subject's colours follow its place (`data-subject`, the stylesheet's six subjects, over again from the seventh);
 * an offer card's id its place among the school's six.
 */
const subjectId = (index: number) => KINDERGARTEN_SUBJECTS[index % KINDERGARTEN_SUBJECTS.length]?.id ?? 'mathematics';
const offerId = (index: number) => KINDERGARTEN_OFFERS[index]?.id ?? `offer-${index + 1}`;

/** The subjects; hovering or focusing subject n lights offer card n, drawn under them in the same section. */
function Subjects({
  subjects,
  offers,
  tone,
}: {
  subjects: HighlightsBlock;
  offers?: CardsBlock<PagePhotoView>;
  tone?: 'alt';
}) {
  const [highlighted, setHighlighted] = useState<number | undefined>();
  const offerCount = offers?.cards.length ?? 0;
  return (
    <Section id={subjects.anchor} title={subjects.heading} tone={tone}>
      <ul className="pub-grid pub-grid--3 pub-plain-list">
        {subjects.items.map((subject, index) => (
          <li key={index}>
            <button
              type="button"
              className="pub-subject"
              data-subject={subjectId(index)}
              aria-describedby={index < offerCount ? `offer-title-${offerId(index)}` : undefined}
              data-testid={`subject-${KINDERGARTEN_SUBJECTS[index]?.id ?? index + 1}`}
              onMouseEnter={() => setHighlighted(index)}
              onMouseLeave={() => setHighlighted(undefined)}
              onFocus={() => setHighlighted(index)}
              onBlur={() => setHighlighted(undefined)}
            >
              <strong className="pub-subject__title">{subject.title}</strong>
              <span className="pub-subject__text">{subject.text}</span>
            </button>
          </li>
        ))}
      </ul>
      {offers && (
        <>
          <h3>{offers.heading}</h3>
          <div className="pub-grid pub-grid--3">
            {offers.cards.map((offer, index) => (
              <article
                key={index}
                className="pub-card pub-card--plain pub-offer"
                data-highlighted={highlighted === index}
                data-testid={`offer-${offerId(index)}`}
              >
                <Monogram text={offer.title} />
                <h4 id={`offer-title-${offerId(index)}`}>{offer.title}</h4>
                <p>{offer.text}</p>
              </article>
            ))}
          </div>
        </>
      )}
    </Section>
  );
}

/** The block drawn in the kindergarten's own design, or undefined for one drawn as on every edited page. */
function KindergartenBlock({
  block,
  blocks,
  tone,
}: {
  block: PageBlock<PagePhotoView>;
  blocks: Array<PageBlock<PagePhotoView>>;
  tone?: 'alt';
}) {
  if (block.type === 'highlights' && block.anchor === 'subjects') {
    const offers = blocks.find((other) => other.type === 'cards' && other.anchor === 'offers');
    return <Subjects subjects={block} offers={offers?.type === 'cards' ? offers : undefined} tone={tone} />;
  }
  if (block.type === 'highlights' && block.anchor === 'resources') {
    return (
      <section className="pub-resources" aria-labelledby="resources-heading">
        <h2 id="resources-heading" className="icast-visually-hidden">
          {block.heading}
        </h2>
        <ul className="pub-resources__track">
          {block.items.map((resource, index) => (
            <li key={index}>
              <strong>{resource.title}</strong>
              <span>{resource.text}</span>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  if (block.type === 'callToAction' && block.anchor === 'enroll') {
    // The visit button stays beside the saved one: the contact form is where a visit is booked.
    return (
      <Section id={block.anchor} title={block.heading} tone={tone}>
        <p>{block.text}</p>
        <p className="pub-actions">
          <Link to={block.to} className="icast-button icast-button--primary">
            {block.label}
          </Link>
          <Link to="/contacts" className="icast-button icast-button--outline">
            Schedule Visit
          </Link>
        </p>
      </Section>
    );
  }
  if (block.type === 'gallery') {
    return (
      <Section id={block.anchor} title={block.heading} tone={tone}>
        <AlbumPhotosOr category="kindergarten">
          <div className="pub-grid pub-grid--3">
            {block.photos.map((item, index) => (
              <figure key={index} className="pub-figure">
                <PagePicture photo={item.photo} />
                <figcaption>
                  {item.title}
                  {item.caption && ` ${item.caption}`}
                </figcaption>
              </figure>
            ))}
          </div>
        </AlbumPhotosOr>
      </Section>
    );
  }
  return <Block block={block} tone={tone} albums="kindergarten" />;
}

/**
 * /kindagarten as staff edited it: the welcome and the programmes (its first block) at the top, then its blocks; the
 * subjects light their offers, the resources run as a strip, and the gallery gives way to a published album.
 */
export function KindergartenPage() {
  const page = useSitePage('kindergarten');
  const [first, ...rest] = page.blocks;
  const programmes = first?.type === 'cards' ? first : undefined;
  const blocks = programmes ? rest : page.blocks;
  const hasSubjects = blocks.some((block) => block.type === 'highlights' && block.anchor === 'subjects');
  // The offers are drawn inside the subjects' section; the resources strip has its own colours, outside the rhythm.
  const shown = blocks.filter((block) => !(hasSubjects && block.type === 'cards' && block.anchor === 'offers'));
  const tinted = shown.filter((block) => !(block.type === 'highlights' && block.anchor === 'resources'));
  return (
    <div className="pub-page">
      <div className="icast-container">
        <h1>{page.title}</h1>
        {page.intro && <p className="pub-intro">{page.intro}</p>}
        {programmes && (
          <div className="pub-grid pub-grid--2">
            {programmes.cards.map((programme, index) => (
              <article key={index} className="pub-card pub-card--plain">
                {programme.photo && <PagePicture photo={programme.photo} />}
                <h2>{programme.title}</h2>
                {programme.highlights.length > 0 && <p className="pub-eyebrow">{programme.highlights.join(' · ')}</p>}
                <p>{programme.text}</p>
              </article>
            ))}
          </div>
        )}
      </div>
      {shown.map((block) => (
        <KindergartenBlock
          key={block.anchor}
          block={block}
          blocks={blocks}
          tone={tinted.indexOf(block) % 2 === 0 ? 'alt' : undefined}
        />
      ))}
    </div>
  );
}
