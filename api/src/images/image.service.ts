import {
  BadRequestException,
  Injectable,
  NotFoundException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model, Types } from 'mongoose';
import { IMAGE_FORMATS, imageVariantFile, type ImageFormat, type StaffUser, type StoredImage } from '@icast/contracts';
import { ImageRejected, processImage } from './image-pipeline';
import { ImageRecord, ImageVariantRecord } from './image.schema';

export const IMAGE_NOT_FOUND = 'Image not found';

export interface ServedVariant {
  id: string;
  format: ImageFormat;
  data: Buffer;
  /**
   * False for a photo with an owner: who may see it can change (an album unpublished), so no shared cache may keep
   * it; a browser that was allowed to see it may.
   */
  shared: boolean;
}

/** A feature whose photos are not for everyone: an album, say. Stored on the photo as `<kind>:<id>`. */
export interface ImageOwner {
  kind: string;
  id: string;
}

/** Whether a member of staff, or the public (undefined), may see the photos of this owner now. */
export type OwnerVisibility = (ownerId: string, staff: StaffUser | undefined) => Promise<boolean>;

/**
 * 12 random bytes in the ObjectId format: 96 bits nobody can guess from another photo's id (an ObjectId's time and
 * counter can be), and still an id every owner's `isValidObjectId` check accepts.
 */
const randomImageId = () => new Types.ObjectId(randomBytes(12));
const ownerKeyOf = (owner: ImageOwner) => `${owner.kind}:${owner.id}`;

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
  private readonly owners = new Map<string, OwnerVisibility>();

  constructor(
    @InjectModel(ImageRecord.name) private readonly images: Model<ImageRecord>,
    @InjectModel(ImageVariantRecord.name) private readonly variants: Model<ImageVariantRecord>,
  ) {}

  /** The feature that owns photos of `kind` says who may see them; a photo of a kind nobody governs is shown to none. */
  governOwner(kind: string, visible: OwnerVisibility): void {
    this.owners.set(kind, visible);
  }

  /**
   * 415 for a file that is not a photo, 413 past the pixel limit, 400 for a damaged one. With an `owner`, only whom
   * the owner allows sees it (ImageService.governOwner).
   */
  async store(upload: { buffer: Buffer }, owner?: ImageOwner): Promise<StoredImage> {
    const processed = await this.oneAtATime(() => processImage(upload.buffer)).catch((error: unknown) => {
      if (error instanceof ImageRejected) throw new REJECTIONS[error.reason](error.message);
      throw error;
    });
    const bytes = processed.variants.reduce((total, variant) => total + variant.data.length, 0);
    const { width, height, widths } = processed;
    const ownerKey = owner ? ownerKeyOf(owner) : undefined;
    const record = await this.images.create({ _id: randomImageId(), width, height, widths, bytes, owner: ownerKey });
    const id = String(record._id);
    // One variant per insert: together they can pass the 16 MB a single write may carry.
    for (const variant of processed.variants) {
      await this.variants.create({
        _id: `${id}/${imageVariantFile(variant.width, variant.format)}`,
        imageId: id,
        format: variant.format,
        width: variant.width,
        owner: ownerKey,
        data: variant.data,
      });
    }
    return { id, width, height, widths };
  }

  /**
   * `file` as in the URL (`750.webp`); 404 for anything not stored, and for an owned photo `viewer` (a member of
   * staff, or the public when undefined) may not see: the same answer, so an unpublished photo's id tells nothing.
   */
  async variant(id: string, file: string, viewer?: StaffUser): Promise<ServedVariant> {
    // A document, not lean(): lean rows carry a BSON Binary instead of a Buffer.
    const row = isValidObjectId(id) ? await this.variants.findById(`${id}/${file}`).exec() : null;
    if (!row || (row.owner && !(await this.maySee(row.owner, viewer)))) throw new NotFoundException(IMAGE_NOT_FOUND);
    return { id: row._id, format: row.format as ImageFormat, data: row.data, shared: !row.owner };
  }

  /**
   * The largest JPEG: what a plain `<img src>` (the blog's image URL) gets. Only photos without an owner: that URL
   * is cached by anyone for a year, and an owner (an album) may hide its photos later.
   */
  async largestJpeg(id: string): Promise<ServedVariant | undefined> {
    const image = isValidObjectId(id) ? await this.images.findById(id).lean().exec() : null;
    if (!image || image.owner) return undefined;
    return this.variant(id, imageVariantFile(image.width, 'jpeg'));
  }

  /** Gives a photo stored before owners existed its owner, on its record and every variant (each a read by `_id`). */
  async setOwner(id: string, owner: ImageOwner): Promise<void> {
    const image = isValidObjectId(id) ? await this.images.findById(id).lean().exec() : null;
    if (!image) return;
    const key = ownerKeyOf(owner);
    await this.images.updateOne({ _id: id }, { $set: { owner: key } }).exec();
    for (const width of image.widths) {
      for (const format of IMAGE_FORMATS) {
        await this.variants.updateOne({ _id: `${id}/${imageVariantFile(width, format)}` }, { $set: { owner: key } });
      }
    }
  }

  async remove(id: string | undefined): Promise<void> {
    if (!id || !isValidObjectId(id)) return;
    await this.variants.deleteMany({ imageId: id }).exec();
    await this.images.deleteOne({ _id: id }).exec();
  }

  private async maySee(owner: string, viewer: StaffUser | undefined): Promise<boolean> {
    const separator = owner.indexOf(':');
    const visible = this.owners.get(owner.slice(0, separator));
    return visible !== undefined && (await visible(owner.slice(separator + 1), viewer));
  }

  private oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const result = this.queue.then(work, work);
    this.queue = result.catch(() => undefined);
    return result;
  }
}
