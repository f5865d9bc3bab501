import { useState } from 'react';
import { countOf, GALLERY_FILTERS, GALLERY_FILTER_LABELS, type GalleryFilter } from '@icast/content';
import { PhoneLinks } from '@icast/site-content';
import { PictureOrDrawing, useGalleryPictures, type GalleryPicture } from '../components/albums';
import { Lightbox } from '../components/Lightbox';

interface AlbumGroup {
  id: string;
  title: string;
  description: string;
  /** Each picture with its place in the page's whole list, which the lightbox steps through. */
  pictures: Array<{ item: GalleryPicture; index: number }>;
}

/** The pictures album by album, in their order; the drawings (no album) as one untitled group. */
function byAlbum(items: readonly GalleryPicture[]): AlbumGroup[] {
  const groups: AlbumGroup[] = [];
  items.forEach((item, index) => {
    const id = item.album?.id ?? '';
    let group = groups.find((candidate) => candidate.id === id);
    if (!group) {
      group = { id, title: item.album?.title ?? '', description: item.album?.description ?? '', pictures: [] };
      groups.push(group);
    }
    group.pictures.push({ item, index });
  });
  return groups;
}

function PictureGrid({
  group,
  onOpen,
  withTitle,
}: {
  group: AlbumGroup;
  onOpen: (index: number) => void;
  withTitle: boolean;
}) {
  return (
    <ul className="pub-grid pub-grid--3 pub-plain-list" data-testid="gallery-grid">
      {group.pictures.map(({ item, index }) => (
        <li key={item.id}>
          <button type="button" className="pub-gallery-card" onClick={() => onOpen(index)}>
            <PictureOrDrawing item={item} />
            <span>
              {withTitle && (
                <>
                  <strong>{item.title}</strong> ·{' '}
                </>
              )}
              {item.caption}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * /gallery-page: the school's published albums by category, each under its title with the description staff wrote
 * for it, every photo opening in a lightbox; the drawings until an album is published.
 */
export function GalleryPage() {
  const [filter, setFilter] = useState<GalleryFilter>('all');
  const [openIndex, setOpenIndex] = useState<number | undefined>();
  const all = useGalleryPictures();
  const items = filter === 'all' ? all : all.filter((item) => item.category === filter);
  const groups = byAlbum(items);
  return (
    <div className="icast-container pub-page">
      <h1>Gallery</h1>
      <div role="group" aria-label="Filter pictures" className="pub-filter-bar">
        {GALLERY_FILTERS.map((option) => (
          <button
            key={option}
            type="button"
            className="pub-category"
            aria-pressed={option === filter}
            onClick={() => setFilter(option)}
          >
            {GALLERY_FILTER_LABELS[option]}
          </button>
        ))}
      </div>
      <p role="status" className="pub-muted">
        {countOf(items.length, 'picture')}
        {groups.some((group) => group.id) ? ` in ${countOf(groups.length, 'album')}` : ''}
      </p>
      {groups.map((group) =>
        group.id ? (
          <section key={group.id} className="pub-album" aria-labelledby={`album-${group.id}`}>
            <h2 id={`album-${group.id}`} className="pub-album__title">
              {group.title}
            </h2>
            {group.description && (
              <p className="pub-album__description">
                <PhoneLinks text={group.description} />
              </p>
            )}
            <PictureGrid group={group} onOpen={setOpenIndex} withTitle={false} />
          </section>
        ) : (
          <PictureGrid key="drawings" group={group} onOpen={setOpenIndex} withTitle />
        ),
      )}
      {openIndex !== undefined && (
        <Lightbox
          items={items}
          index={openIndex}
          onIndexChange={setOpenIndex}
          onClose={() => setOpenIndex(undefined)}
        />
      )}
    </div>
  );
}
