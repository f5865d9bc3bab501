import type { ReactNode } from 'react';
import { fetchApi } from '@icast/api-client';
import { GALLERY_FILTERS, GALLERY_ITEMS } from '@icast/content';
import { ENDPOINTS, type GalleryAlbumCategory, type Picture } from '@icast/contracts';
import { Photo } from '@icast/ui';
import { Illustration } from './Illustration';
import { useLoad } from './useLoad';

/** A picture of a gallery: a photo from a published album, or (until there are any) a drawing by its key. */
export interface GalleryPicture {
  id: string;
  title: string;
  caption: string;
  category: string;
  picture?: Picture;
  drawing?: string;
  /** The published album the photo belongs to (drawings have none): the gallery shows it with its description. */
  album?: { id: string; title: string; description: string };
}

const GRID_SIZES = '(min-width: 1000px) 320px, (min-width: 640px) 50vw, 100vw';

/** The photos of the published albums (of one category), in album and photo order; empty while loading or failed. */
export function useAlbumPhotos(category?: GalleryAlbumCategory): GalleryPicture[] {
  const state = useLoad(`albums:${category ?? 'all'}`, (signal) =>
    fetchApi(ENDPOINTS.gallery.albums, { query: { category }, signal }),
  );
  if (state.status !== 'loaded' || !Array.isArray(state.value)) return [];
  return state.value.flatMap((album) =>
    album.photos.map((photo) => ({
      id: photo.id,
      title: album.title,
      caption: photo.caption || photo.picture.alt,
      category: album.category,
      picture: photo.picture,
      album: { id: album.id, title: album.title, description: album.description ?? '' },
    })),
  );
}

/** The drawn gallery of libs/content, shown until the school publishes albums in the gallery's categories. */
const GALLERY_DRAWINGS: GalleryPicture[] = GALLERY_ITEMS.map((item) => ({
  id: item.id,
  title: item.name,
  caption: item.description,
  category: item.category,
  drawing: item.image,
}));
const GALLERY_CATEGORIES: readonly string[] = GALLERY_FILTERS.filter((filter) => filter !== 'all');

/**
 * What the gallery shows (/gallery-page and the home page's preview): the photos of the published albums in the
 * gallery's categories (the kindergarten, hostel and activities albums are on their own pages), the drawings until
 * there are any, and while the albums load.
 */
export function useGalleryPictures(): GalleryPicture[] {
  const photos = useAlbumPhotos().filter((photo) => GALLERY_CATEGORIES.includes(photo.category));
  return photos.length > 0 ? photos : GALLERY_DRAWINGS;
}

/** `count` of `items`, one of each category first (so a preview is not four photos of one sports day). */
export function previewOf(items: readonly GalleryPicture[], count: number): GalleryPicture[] {
  const firsts = items.filter((item, index) => items.findIndex((other) => other.category === item.category) === index);
  return [...firsts, ...items.filter((item) => !firsts.includes(item))].slice(0, count);
}

/** The photo when there is one, else the drawing; `describe` gives the drawing the caption as its label. */
export function PictureOrDrawing({
  item,
  sizes = GRID_SIZES,
  describe = false,
}: {
  item: GalleryPicture;
  sizes?: string;
  describe?: boolean;
}) {
  if (item.picture) return <Photo picture={item.picture} sizes={sizes} className="pub-gallery-photo" />;
  return <Illustration imageKey={item.drawing ?? item.id} label={describe ? item.caption : undefined} />;
}

/**
 * The album photos of a page's own category (kindergarten, hostel, activities) when staff published any; the
 * page's drawings otherwise, and while the albums load.
 */
export function AlbumPhotosOr({ category, children }: { category: GalleryAlbumCategory; children: ReactNode }) {
  const photos = useAlbumPhotos(category);
  if (photos.length === 0) return children;
  return (
    <ul className="pub-grid pub-grid--3 pub-plain-list" data-testid={`album-photos-${category}`}>
      {photos.map((photo) => (
        <li key={photo.id}>
          <figure className="pub-figure">
            <PictureOrDrawing item={photo} />
            <figcaption>{photo.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
