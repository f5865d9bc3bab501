import { useState } from 'react';
import {
  GALLERY_FILTERS,
  GALLERY_FILTER_LABELS,
  GALLERY_ITEMS,
  filterGallery,
  type GalleryFilter,
} from '@icast/content';
import { Illustration } from '../components/Illustration';
import { Lightbox } from '../components/Lightbox';

export function GalleryPage() {
  const [filter, setFilter] = useState<GalleryFilter>('all');
  const [openIndex, setOpenIndex] = useState<number | undefined>();
  const items = filterGallery(GALLERY_ITEMS, filter);
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
              <Illustration imageKey={item.image} />
              <span>
                <strong>{item.name}</strong> · {item.description}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {openIndex !== undefined && (
        <Lightbox
          items={items.map((item) => ({ id: item.id, image: item.image, caption: item.description }))}
          index={openIndex}
          onIndexChange={setOpenIndex}
          onClose={() => setOpenIndex(undefined)}
        />
      )}
    </div>
  );
}
