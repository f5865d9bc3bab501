/**
 * Photos uploaded by staff (blog covers, hero slides, events, gallery). The API keeps no original: it stores each
 * photo as a few widths in AVIF, WebP and JPEG, with every piece of metadata (EXIF, GPS, camera) removed.
 */

/** The largest original a member of staff may upload: a phone's full-size photo. */
export const IMAGE_UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
/** What the pipeline accepts, proved by the file's bytes (HEIC cannot be decoded here: phones can share JPEG). */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const IMAGE_ALT_MAX = 250;

/**
 * Widths made from each photo (never wider than the original). 750 is there for a full-width picture on a 375 px
 * phone at 2x, so that phone never downloads more than twice what it shows.
 */
export const IMAGE_WIDTHS = [400, 750, 1100, 1500, 1920] as const;
/** The home page's slides fill the screen's width: the `<picture>` and the preload that starts it early agree. */
export const HERO_PHOTO_SIZES = '100vw';
/** Best first: a browser takes the first `<source>` type it can decode; JPEG is the `<img>` fallback. */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};
const EXTENSIONS: Record<ImageFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/** A processed photo as its owners store and answer it: enough to write `<picture>` without asking again. */
export interface StoredImage {
  id: string;
  /** The largest stored width and its height: the photo's aspect ratio, for width/height attributes. */
  width: number;
  height: number;
  /** Ascending. */
  widths: number[];
  /** Which upload of the photo its variants are (absent for the first): a replaced photo's files get new addresses. */
  version?: string;
  /** The point that matters, kept in view wherever the photo is cropped; the centre when absent. */
  focus?: FocalPoint;
}

/** A point of a photo in percent of its width (x) and height (y) from the top left, 0 to 100. */
export interface FocalPoint {
  x: number;
  y: number;
}

/** The photo's focal point as CSS `object-position`, so a cropped photo (`object-fit: cover`) keeps it in view. */
export function focalPosition(image: Pick<StoredImage, 'focus'>): string {
  const { x, y } = image.focus ?? { x: 50, y: 50 };
  return `${x}% ${y}%`;
}

/**
 * The classes that crop a photo around its focal point (libs/ui styles.css sets `object-position` from them), or ''
 * for a photo without one. Classes, not a style attribute: the page's Content-Security-Policy allows no inline
 * styles, so a `style=""` in the HTML drawn on the server would be ignored.
 */
export function focalClasses(image: Pick<StoredImage, 'focus'>): string {
  if (!image.focus) return '';
  const percent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));
  return `icast-focus icast-focus-x-${percent(image.focus.x)} icast-focus-y-${percent(image.focus.y)}`;
}

/** The longest caption a photo in the library may have. */
export const PHOTO_CAPTION_MAX = IMAGE_ALT_MAX;

/** One place a photo is shown: a hero slide, a post's cover, an album, an event. */
export interface PhotoUse {
  /** What kind of place (`hero-slide`, `post-cover`, `album`, `event`, ...), for a link or an icon. */
  kind: string;
  /** The place in the school's words: `Hero slide 2 "Welcome"`, `Post "Sports day" (cover)`. */
  label: string;
}

/** A photo of the library as staff see it. */
export interface LibraryPhoto extends StoredImage {
  caption: string;
  /** Bytes of every stored width and format together. */
  bytes: number;
  createdAt: string;
  /** True while its larger widths are still being made: it cannot be replaced until they are. */
  processing: boolean;
  /** Whether another place may show it too ("choose from the library"); an album's photo hides with its album. */
  shareable: boolean;
  usedOn: PhotoUse[];
}

/** The `code` of the 409 refusing to delete a photo still shown somewhere; `details.usedOn` lists where. */
export const PHOTO_IN_USE = 'photo-in-use';

/** What staff change about a photo in the library. */
export interface LibraryPhotoFields {
  caption: string;
  focus: FocalPoint | null;
}

/** A photo where it is shown, with the words a screen reader says for it. */
export interface Picture extends StoredImage {
  alt: string;
}

/** The file name of one stored variant: `750.webp`, or `750-<version>.webp` once the photo has been replaced. */
export function imageVariantFile(width: number, format: ImageFormat, version?: string): string {
  return `${width}${version ? `-${version}` : ''}.${EXTENSIONS[format]}`;
}

/** Parses `750.webp` or `750-<version>.webp` back, or undefined for anything else. */
export function parseImageVariantFile(
  file: string,
): { width: number; format: ImageFormat; version?: string } | undefined {
  if (file.length > 40) return undefined;
  const match = /^(\d{2,5})(?:-([a-z0-9]{1,16}))?\.(avif|webp|jpg)$/.exec(file);
  if (!match) return undefined;
  const format = (Object.keys(EXTENSIONS) as ImageFormat[]).find((name) => EXTENSIONS[name] === match[3]);
  if (!format) return undefined;
  return { width: Number(match[1]), format, ...(match[2] ? { version: match[2] } : {}) };
}
