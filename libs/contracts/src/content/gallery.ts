import type { Picture } from './images';

/**
 * Albums of the school's photographs. The public gallery's four filters are the spec's categories; the
 * kindergarten, hostel and activities pages show the albums of their own category.
 */
export const GALLERY_ALBUM_CATEGORIES = [
  'academics',
  'sports',
  'events',
  'excursions',
  'kindergarten',
  'hostel',
  'activities',
] as const;
export type GalleryAlbumCategory = (typeof GALLERY_ALBUM_CATEGORIES)[number];

export interface GalleryPhoto {
  id: string;
  /** Its alt text is required: what the photo shows, for visitors who cannot see it. */
  picture: Picture;
  caption: string;
}

export interface GalleryAlbum {
  id: string;
  title: string;
  category: GalleryAlbumCategory;
  description: string;
  /** Only published albums are public. */
  published: boolean;
  photos: GalleryPhoto[];
  updatedAt: string;
}

export interface GalleryAlbumFields {
  title: string;
  category: GalleryAlbumCategory;
  description: string;
  published: boolean;
}

export const GALLERY_LIMITS = { title: 120, description: 500, caption: 300, photosPerAlbum: 200 } as const;

/** Multipart: `image` and its `alt` (required), `caption`. */
export type GalleryPhotoForm = FormData;
