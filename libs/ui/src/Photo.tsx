import { focalClasses, IMAGE_CONTENT_TYPES, imageVariantUrl, pictureSrcset, type Picture } from '@icast/contracts';

/** The `<img>` src for browsers that read no srcset: a phone-sized JPEG. */
const FALLBACK_WIDTH = 750;

export interface PhotoProps {
  picture: Picture;
  /** How wide the photo is shown, as the `sizes` attribute says it: `(min-width: 900px) 33vw, 100vw`. */
  sizes: string;
  /** The largest photo on screen at first paint (a hero): fetched at once, never lazily. */
  priority?: boolean;
  /** On the `<img>`, which is what pages size and crop. */
  className?: string;
}

/**
 * A processed photo in AVIF or WebP where the browser takes them, JPEG otherwise, at the width `sizes` asks for.
 * Width and height reserve its space before it arrives (no layout shift); below the fold it loads lazily.
 */
export function Photo({ picture, sizes, priority = false, className }: PhotoProps) {
  const fallback = picture.widths.find((width) => width >= FALLBACK_WIDTH) ?? picture.width;
  // Wherever the page crops the photo (object-fit: cover), it crops around the point staff chose.
  const classes = [className, focalClasses(picture)].filter(Boolean).join(' ') || undefined;
  return (
    <picture>
      {(['avif', 'webp'] as const).map((format) => (
        <source key={format} type={IMAGE_CONTENT_TYPES[format]} srcSet={pictureSrcset(picture, format)} sizes={sizes} />
      ))}
      <img
        src={imageVariantUrl(picture.id, fallback, 'jpeg', picture.version)}
        srcSet={pictureSrcset(picture, 'jpeg')}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={picture.alt}
        className={classes}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
