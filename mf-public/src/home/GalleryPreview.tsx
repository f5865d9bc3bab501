import { Link } from 'react-router-dom';
import { PictureOrDrawing, previewOf, useGalleryPictures } from '../components/albums';
import { Section } from '../components/blocks';

const GALLERY_PREVIEW = 4;
/** The preview's cards: four in a row on a wide screen (the container is at most 75rem), two, then one on a phone. */
const GALLERY_PREVIEW_SIZES = '(min-width: 1000px) 280px, (min-width: 640px) 50vw, 100vw';

/** The home page's gallery: published album photos (one of each category first), the drawings until there are any. */
export function GalleryPreview() {
  const gallery = previewOf(useGalleryPictures(), GALLERY_PREVIEW);
  return (
    <Section id="gallery" title="Gallery">
      <div className="pub-grid pub-grid--4" data-testid="home-gallery">
        {gallery.map((item) => (
          <Link key={item.id} to="/gallery-page" className="pub-gallery-card">
            <PictureOrDrawing item={item} sizes={GALLERY_PREVIEW_SIZES} />
            <span>{item.caption}</span>
          </Link>
        ))}
      </div>
    </Section>
  );
}
