import sharp, { type Sharp } from 'sharp';
import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat } from '@icast/contracts';
import { detectImageType } from './image-type';

/** 100 megapixels: beyond any phone's photo, and a cap on what a crafted file (a "decompression bomb") may cost. */
export const MAX_INPUT_PIXELS = 100_000_000;
const LARGEST_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;

/** Quality per format, picked so the three look alike; AVIF at low effort, or a 12 MP photo takes 10 s here. */
const ENCODERS: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75, effort: 3 }),
  jpeg: (image) => image.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
};

export class ImageRejected extends Error {
  constructor(
    message: string,
    readonly reason: 'type' | 'pixels' | 'unreadable',
  ) {
    super(message);
  }
}

export const UNSUPPORTED_IMAGE = 'Only JPEG, PNG, WebP or AVIF photos can be uploaded';
export const TOO_MANY_PIXELS = `The photo has more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels: send a smaller copy`;
export const UNREADABLE_IMAGE = 'The photo could not be read: the file may be damaged or cut short';

export interface ImageVariant {
  width: number;
  format: ImageFormat;
  data: Buffer;
}

export interface ProcessedImage {
  /** Of the largest variant. */
  width: number;
  height: number;
  widths: number[];
  variants: ImageVariant[];
}

/** The widths to make from a photo this wide: the standard ones below it, and its own width up to the largest. */
export function widthsFor(originalWidth: number): number[] {
  const top = Math.min(originalWidth, LARGEST_WIDTH);
  return [...IMAGE_WIDTHS.filter((width) => width < top), top];
}

/**
 * Turns an upload into the stored sizes and formats. The photo is turned upright by its EXIF orientation, laid on
 * white (a transparent PNG), converted to sRGB, and decoded once into plain pixels from which every variant is
 * encoded, so nothing from the original file (EXIF, GPS position, camera, ICC profile, comments) reaches any of
 * them.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (!detectImageType(input)) throw new ImageRejected(UNSUPPORTED_IMAGE, 'type');
  const pixels = await decodeUpright(input);
  const widths = widthsFor(pixels.info.width);
  return { ...sizesOf(pixels.info, widths), variants: await encodeVariants(pixels, widths) };
}

/** Decoded pixels as sharp answers them with `raw()`. */
type Pixels = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

function sizesOf(info: Pixels['info'], widths: number[]): Omit<ProcessedImage, 'variants'> {
  const largest = widths[widths.length - 1]!;
  return { width: largest, height: Math.round((info.height * largest) / info.width), widths };
}

async function encodeVariants(pixels: Pixels, widths: readonly number[]): Promise<ImageVariant[]> {
  const { info } = pixels;
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const variants: ImageVariant[] = [];
  for (const width of widths) {
    for (const format of IMAGE_FORMATS) {
      const resized = sharp(pixels.data, { raw }).resize({ width });
      variants.push({ width, format, data: await ENCODERS[format](resized).toBuffer() });
    }
  }
  return variants;
}

/**
 * What an upload is turned into at once, so the request is answered in a second or two: the photo checked and
 * decoded (the same refusals as processImage), its smallest width in every format (what pages show until the rest
 * is made), and a working copy from which the other widths are made later. The working copy is the decoded photo
 * at the largest width the pipeline makes, as a high-quality JPEG with no metadata: never the original, whose EXIF
 * may carry a GPS position.
 */
export interface AcceptedImage {
  /** The smallest width, in every format. */
  first: ProcessedImage;
  /** The sizes the photo will have when every width is made. */
  final: Omit<ProcessedImage, 'variants'>;
  /** The working copy; absent when the first width is all there is (a small photo). */
  workingCopy?: Buffer;
}

export async function acceptImage(input: Buffer): Promise<AcceptedImage> {
  if (!detectImageType(input)) throw new ImageRejected(UNSUPPORTED_IMAGE, 'type');
  const pixels = await decodeUpright(input);
  const widths = widthsFor(pixels.info.width);
  const firstWidth = widths.slice(0, 1);
  const first = { ...sizesOf(pixels.info, firstWidth), variants: await encodeVariants(pixels, firstWidth) };
  const final = sizesOf(pixels.info, widths);
  if (widths.length === 1) return { first, final };
  const { info } = pixels;
  const workingCopy = await sharp(pixels.data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  })
    .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
    .toBuffer();
  return { first, final, workingCopy };
}

/** The given widths of a photo, in every format, from its working copy (acceptImage). */
export async function variantsFromWorkingCopy(workingCopy: Buffer, widths: readonly number[]): Promise<ImageVariant[]> {
  const pixels = await sharp(workingCopy, { failOn: 'error' }).raw().toBuffer({ resolveWithObject: true });
  return encodeVariants(pixels as Pixels, widths);
}

async function decodeUpright(input: Buffer) {
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: LARGEST_WIDTH, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .timeout({ seconds: 60 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    const message = (error as Error).message;
    if (/pixel limit/i.test(message)) throw new ImageRejected(TOO_MANY_PIXELS, 'pixels');
    throw new ImageRejected(UNREADABLE_IMAGE, 'unreadable');
  }
}

/**
 * One copy of a photo kept as a record (an applicant's document), not shown in sizes: upright, no larger than
 * `maxSide`, written afresh in its own format, so it keeps no metadata (camera, GPS position, time).
 */
export async function reencodePhoto(input: Buffer, type: 'image/jpeg' | 'image/png', maxSide: number): Promise<Buffer> {
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    return await (type === 'image/png' ? image.png({ compressionLevel: 9 }) : ENCODERS.jpeg(image)).toBuffer();
  } catch {
    throw new ImageRejected(UNREADABLE_IMAGE, 'unreadable');
  }
}
