import { useState } from 'react';
import { GALLERY_FILTERS, GALLERY_FILTER_LABELS, type GalleryFilter } from '@icast/content';
import { PictureOrDrawing, useGalleryPictures } from '../components/albums';
import { Lightbox } from '../components/Lightbox';

/** /gallery-page: the school's published album photos by category, each opening in a lightbox. */
export function GalleryPage() {
  const [filter, setFilter] = useState<GalleryFilter>('all');
  const [openIndex, setOpenIndex] = useState<number | undefined>();
  const all = useGalleryPictures();
  const items = filter === 'all' ? all : all.filter((item) => item.category === filter);
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
