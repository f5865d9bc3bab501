import { useState } from 'react';
import { GALLERY_FILTERS, GALLERY_FILTER_LABELS, GALLERY_ITEMS, type GalleryFilter } from '@icast/content';
import { PictureOrDrawing, useAlbumPhotos, type GalleryPicture } from '../components/albums';
import { Lightbox } from '../components/Lightbox';

const FILTERED = GALLERY_FILTERS.filter((filter) => filter !== 'all');

/** The drawn gallery of libs/content, shown until the school publishes albums in the gallery's categories. */
const DRAWINGS: GalleryPicture[] = GALLERY_ITEMS.map((item) => ({
  id: item.id,
  title: item.name,
  caption: item.description,
  category: item.category,
  drawing: item.image,
}));

function pictures(photos: GalleryPicture[], filter: GalleryFilter): GalleryPicture[] {
  const inGallery = photos.filter((photo) => (FILTERED as readonly string[]).includes(photo.category));
  const shown = inGallery.length > 0 ? inGallery : DRAWINGS;
  return filter === 'all' ? shown : shown.filter((item) => item.category === filter);
}

/** /gallery-page: the school's published album photos by category, each opening in a lightbox. */
export function GalleryPage() {
  const [filter, setFilter] = useState<GalleryFilter>('all');
  const [openIndex, setOpenIndex] = useState<number | undefined>();
  const items = pictures(useAlbumPhotos(), filter);
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
        {items.length} pictures
      </p>
      <ul className="pub-grid pub-grid--3 pub-plain-list" data-testid="gallery-grid">
        {items.map((item, index) => (
          <li key={item.id}>
            <button type="button" className="pub-gallery-card" onClick={() => setOpenIndex(index)}>
              <PictureOrDrawing item={item} />
              <span>
                <strong>{item.title}</strong> · {item.caption}
              </span>
            </button>
          </li>
        ))}
      </ul>
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
