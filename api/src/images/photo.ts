import sharp from 'sharp';

/** Decoding more pixels than this is refused: a small file can claim enormous dimensions (a decompression bomb). */
const MAX_INPUT_PIXELS = 50_000_000;

export class UnreadableImageError extends Error {}

/**
 * The API's one image pipeline for uploaded photographs: decoded, turned upright from its EXIF orientation,
 * shrunk to `maxSide`, and written afresh in its own format. Writing afresh keeps no metadata (camera, GPS
 * position, time) and nothing hidden after the image data.
 */
export async function reencodePhoto(data: Buffer, type: 'image/jpeg' | 'image/png', maxSide: number): Promise<Buffer> {
  try {
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    return await (
      type === 'image/png' ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 85, mozjpeg: true })
    ).toBuffer();
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
}
