import {
  BadRequestException,
  Injectable,
  NotFoundException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model } from 'mongoose';
import { imageVariantFile, type ImageFormat, type StoredImage } from '@icast/contracts';
import { ImageRejected, processImage } from './image-pipeline';
import { ImageRecord, ImageVariantRecord } from './image.schema';

export const IMAGE_NOT_FOUND = 'Image not found';

export interface ServedVariant {
  id: string;
  format: ImageFormat;
  data: Buffer;
}

const REJECTIONS = {
  type: UnsupportedMediaTypeException,
  pixels: PayloadTooLargeException,
  unreadable: BadRequestException,
} as const;

/**
 * The one photo pipeline: features hand it an upload and keep the StoredImage it answers; it keeps the bytes and
 * serves them. Photos are processed one at a time in each API instance, so a burst of uploads (an album) queues
 * instead of decoding several 50-megapixel photos into memory at once.
 */
@Injectable()
export class ImageService {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    @InjectModel(ImageRecord.name) private readonly images: Model<ImageRecord>,
    @InjectModel(ImageVariantRecord.name) private readonly variants: Model<ImageVariantRecord>,
  ) {}

  /** 415 for a file that is not a photo, 413 past the pixel limit, 400 for a damaged one. */
  async store(upload: { buffer: Buffer }): Promise<StoredImage> {
    const processed = await this.oneAtATime(() => processImage(upload.buffer)).catch((error: unknown) => {
      if (error instanceof ImageRejected) throw new REJECTIONS[error.reason](error.message);
      throw error;
    });
    const bytes = processed.variants.reduce((total, variant) => total + variant.data.length, 0);
    const { width, height, widths } = processed;
    const record = await this.images.create({ width, height, widths, bytes });
    const id = String(record._id);
    // One variant per insert: together they can pass the 16 MB a single write may carry.
    for (const variant of processed.variants) {
      await this.variants.create({
        _id: `${id}/${imageVariantFile(variant.width, variant.format)}`,
        imageId: id,
        format: variant.format,
        width: variant.width,
        data: variant.data,
      });
    }
    return { id, width, height, widths };
  }

  /** `file` as in the URL (`750.webp`); 404 for anything not stored. */
  async variant(id: string, file: string): Promise<ServedVariant> {
    // A document, not lean(): lean rows carry a BSON Binary instead of a Buffer.
    const row = isValidObjectId(id) ? await this.variants.findById(`${id}/${file}`).exec() : null;
    if (!row) throw new NotFoundException(IMAGE_NOT_FOUND);
    return { id: row._id, format: row.format as ImageFormat, data: row.data };
  }

  /** The largest JPEG: what a plain `<img src>` (the blog's image URL) gets. */
  async largestJpeg(id: string): Promise<ServedVariant | undefined> {
    const image = isValidObjectId(id) ? await this.images.findById(id).lean().exec() : null;
    if (!image) return undefined;
    return this.variant(id, imageVariantFile(image.width, 'jpeg'));
  }

  async remove(id: string | undefined): Promise<void> {
    if (!id || !isValidObjectId(id)) return;
    await this.variants.deleteMany({ imageId: id }).exec();
    await this.images.deleteOne({ _id: id }).exec();
  }

  private oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const result = this.queue.then(work, work);
    this.queue = result.catch(() => undefined);
    return result;
  }
}
