import type { Picture, StoredImage } from '@icast/contracts';

/** A stored photo's sizes as an owner answers them, with its alt text ('' when the owner has none yet). */
export function toPicture(image: StoredImage, alt: string | undefined): Picture {
  return {
    id: image.id,
    width: image.width,
    height: image.height,
    widths: [...image.widths],
    // A replaced photo's files have new addresses; the focal point keeps what matters in view where it is cropped.
    ...(image.version ? { version: image.version } : {}),
    ...(image.focus ? { focus: { x: image.focus.x, y: image.focus.y } } : {}),
    alt: alt ?? '',
  };
}
