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
}

/** A photo where it is shown, with the words a screen reader says for it. */
export interface Picture extends StoredImage {
  alt: string;
}

/** The file name of one stored variant: `750.webp`. */
export function imageVariantFile(width: number, format: ImageFormat): string {
  return `${width}.${EXTENSIONS[format]}`;
}

/** Parses `750.webp` back, or undefined for anything else. */
export function parseImageVariantFile(file: string): { width: number; format: ImageFormat } | undefined {
  const match = /^(\d{2,5})\.(avif|webp|jpg)$/.exec(file);
  if (!match) return undefined;
  const format = (Object.keys(EXTENSIONS) as ImageFormat[]).find((name) => EXTENSIONS[name] === match[2]);
  return format ? { width: Number(match[1]), format } : undefined;
}
