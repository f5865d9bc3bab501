import type { ReactNode } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { DEFAULT_SITE_PAGES } from '@icast/content';
import {
  isKnownSitePath,
  type GalleryAlbumCategory,
  type PageBlock,
  type PagePhotoView,
  type SitePageFields,
  type SitePageKey,
  type SitePageView,
  type TabsBlock,
} from '@icast/contracts';
import { Accordion, Photo, Tabs } from '@icast/ui';
import type { SitePageData } from '../loaders';
import { AlbumPhotosOr } from './albums';
import { Illustration } from './Illustration';
import { Section } from './blocks';

const GRID_SIZES = '(min-width: 1000px) 320px, (min-width: 640px) 50vw, 100vw';

/** The page as staff saved it, read by the route's loader; the school's first text when it could not be read. */
export function useSitePage(key: SitePageKey): SitePageFields<PagePhotoView> {
  const data = useLoaderData<Partial<SitePageData> | undefined>();
  const loaded = data?.page?.status === 'loaded' ? data.page.value : undefined;
  return loaded && Array.isArray(loaded.blocks) ? loaded : DEFAULT_SITE_PAGES[key];
}

/** An uploaded photo (with its sizes), else a built-in drawing; nothing for a photo that was deleted. */
export function PagePicture({ photo }: { photo: PagePhotoView }) {
  if (photo.picture) return <Photo picture={photo.picture} sizes={GRID_SIZES} className="pub-gallery-photo" />;
  if (photo.imageKey) return <Illustration imageKey={photo.imageKey} />;
  return null;
}

/**
 * A tab block's tabs (the curriculum's design): each its title, paragraph and points; tab n's id its place, so a
 * renamed tab keeps its address in the page.
 */
export function PageTabs({ block, label }: { block: TabsBlock; label?: string }) {
  return (
    <Tabs
      label={label ?? block.heading}
      items={block.tabs.map((tab, index) => ({
        id: `${block.anchor}-${index + 1}`,
        label: tab.label,
        content: (
          <div>
            <h3>{tab.title}</h3>
            <p>{tab.text}</p>
            {tab.points.length > 0 && (
              <ul>
                {tab.points.map((point, at) => (
                  <li key={at}>{point}</li>
                ))}
              </ul>
            )}
          </div>
        ),
      }))}
    />
  );
}

/** A block in the site's design (a page drawing some blocks its own way draws the others with this). */
export function Block({
  block,
  tone,
  albums,
}: {
  block: PageBlock<PagePhotoView>;
  tone?: 'alt';
  albums?: GalleryAlbumCategory;
}) {
  switch (block.type) {
    case 'section':
      return (
        <Section id={block.anchor} title={block.heading} tone={tone}>
          {block.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </Section>
      );
    case 'cards':
      return (
        <Section id={block.anchor} title={block.heading} tone={tone}>
          <div className="pub-grid pub-grid--3">
            {block.cards.map((card, index) =>
              card.photo || card.highlights.length > 0 ? (
                <article key={index} className="pub-card">
                  {card.photo && <PagePicture photo={card.photo} />}
                  <div className="pub-card__body">
                    <h3 className="pub-card__title">{card.title}</h3>
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
              ) : (
                <article key={index} className="pub-card pub-card--plain">
                  <h3>{card.title}</h3>
                  <p>{card.text}</p>
                </article>
              ),
            )}
          </div>
        </Section>
      );
    case 'highlights':
      return (
        <Section id={block.anchor} title={block.heading} tone={tone}>
          <ul className="pub-ticks pub-ticks--spaced">
            {block.items.map((point, index) => (
              <li key={index}>
                <strong>{point.title}.</strong> {point.text}
              </li>
            ))}
          </ul>
        </Section>
      );
    case 'tabs':
      return (
        <Section id={block.anchor} title={block.heading} tone={tone}>
          <PageTabs block={block} />
        </Section>
      );
    case 'accordion':
      return (
        <Section id={block.anchor} title={block.heading} tone={tone}>
          <Accordion
            items={block.items.map((item, index) => ({
              id: String(index + 1),
              title: item.title,
              content: <p>{item.text}</p>,
            }))}
            defaultOpenId="1"
            headingLevel={3}
          />
        </Section>
      );
    case 'gallery': {
      const photos = (
        <div className="pub-grid pub-grid--3">
          {block.photos.map((item, index) => (
            <figure key={index} className="pub-figure">
              <PagePicture photo={item.photo} />
              <figcaption>
                <strong>{item.title}</strong> {item.caption}
              </figcaption>
            </figure>
          ))}
        </div>
      );
      return (
        <Section id={block.anchor} title={block.heading} tone={tone}>
          {albums ? <AlbumPhotosOr category={albums}>{photos}</AlbumPhotosOr> : photos}
        </Section>
      );
    }
    case 'callToAction':
      return (
        <Section id={block.anchor} title={block.heading} tone={tone}>
          <p>{block.text}</p>
          {/* Checked again here: a link saved before the rule, or one that reached the page otherwise, is no link. */}
          {isKnownSitePath(block.to) && (
            <Link to={block.to} className="icast-button icast-button--primary">
              {block.label}
            </Link>
          )}
        </Section>
      );
    default:
      return null;
  }
}

/**
 * An edited page in the site's design: its title and opening sentence, then each block as a section, every second
 * one on the tinted background. `albums`: a published album of that category shows instead of a gallery's photos.
 */
export function SitePage({
  page,
  albums,
  header,
  firstTone,
}: {
  page: SitePageFields<PagePhotoView> | SitePageView;
  albums?: GalleryAlbumCategory;
  /** The page's own top (its title and opening sentence in it), where the page has more than a heading there. */
  header?: ReactNode;
  /** The first block on the tinted background (the about page, under its split top). */
  firstTone?: 'alt';
}) {
  const tinted = (index: number) => (index % 2 === (firstTone ? 0 : 1) ? 'alt' : undefined);
  return (
    <div className="pub-page">
      {header ?? (
        <div className="icast-container">
          <h1>{page.title}</h1>
          {page.intro && <p className="pub-intro">{page.intro}</p>}
        </div>
      )}
      {page.blocks.map((block, index) => (
        <Block key={block.anchor} block={block} tone={tinted(index)} albums={albums} />
      ))}
    </div>
  );
}
