import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
  type OnModuleInit,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model, Types } from 'mongoose';
import {
  IMAGE_FORMATS,
  imageVariantFile,
  parseImageVariantFile,
  type ImageFormat,
  type StaffUser,
  type StoredImage,
} from '@icast/contracts';
import { Clock } from '../../platform/jobs/clock';
import { ScheduledJobs } from '../../platform/jobs/scheduled-jobs.service';
import { acceptImage, ImageRejected, processImage, type ImageVariant, variantsFromWorkingCopy } from './image-pipeline';
import { ImageRecord, ImageVariantRecord, ImageWorkingCopyPiece } from './image.schema';
import type { PhotoReference, PhotoReferences } from './photo-references';

/** The job that makes an accepted photo's other widths, claimed once across API instances (ScheduledJobs). */
export const IMAGE_SIZES_JOB = 'image-sizes';
/** Each piece of a working copy: a document well under 16 MB, and a write well under the 16 MB one may carry. */
export const WORKING_COPY_PIECE_BYTES = 4 * 1024 * 1024;

export const IMAGE_NOT_FOUND = 'Image not found';
export const PHOTO_STILL_PROCESSING =
  'This photo is still being prepared in every size: replace it again in a minute, when it is ready.';
export const PHOTO_CHANGED_MEANWHILE =
  'Someone replaced this photo at the same time: look at the new one, then replace it again if needed.';

export interface ServedVariant {
  id: string;
  format: ImageFormat;
  data: Buffer;
  /** A larger copy will replace this one under the same address (the photo's widths are still being made). */
  provisional?: boolean;
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

/** The `_id` of every variant of one upload of a photo. */
const variantIds = (id: string, widths: readonly number[], version: string | undefined) =>
  widths.flatMap((width) => IMAGE_FORMATS.map((format) => `${id}/${imageVariantFile(width, format, version)}`));

/** A stored photo as its owners keep it: sizes, and its version and focal point when it has them. */
export function storedImageOf(
  id: string,
  row: Pick<ImageRecord, 'width' | 'height' | 'widths' | 'version' | 'focus'>,
): StoredImage {
  return {
    id,
    width: row.width,
    height: row.height,
    widths: [...row.widths],
    ...(row.version ? { version: row.version } : {}),
    ...(row.focus ? { focus: { x: row.focus.x, y: row.focus.y } } : {}),
  };
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
export class ImageService implements OnModuleInit {
  private readonly logger = new Logger(ImageService.name);
  private queue: Promise<unknown> = Promise.resolve();
  private readonly references: PhotoReferences[] = [];
  private readonly owners = new Map<string, OwnerVisibility>();

  constructor(
    @InjectModel(ImageRecord.name) private readonly images: Model<ImageRecord>,
    @InjectModel(ImageVariantRecord.name) private readonly variants: Model<ImageVariantRecord>,
    @InjectModel(ImageWorkingCopyPiece.name) private readonly workingCopies: Model<ImageWorkingCopyPiece>,
    private readonly jobs: ScheduledJobs,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.define(IMAGE_SIZES_JOB, async (payload) => {
      await this.makeSizes(String(payload.imageId));
      return undefined;
    });
  }

  /** The feature that owns photos of `kind` says who may see them; a photo of a kind nobody governs is shown to none. */
  governOwner(kind: string, visible: OwnerVisibility): void {
    this.owners.set(kind, visible);
  }

  /**
   * 415 for a file that is not a photo, 413 past the pixel limit, 400 for a damaged one. With an `owner`, only whom
   * the owner allows sees it (ImageService.governOwner).
   */
  async store(upload: { buffer: Buffer }, owner?: ImageOwner): Promise<StoredImage> {
    const processed = await this.checked(() => processImage(upload.buffer));
    const bytes = processed.variants.reduce((total, variant) => total + variant.data.length, 0);
    const { width, height, widths } = processed;
    const ownerKey = owner ? ownerKeyOf(owner) : undefined;
    const record = await this.images.create({ _id: randomImageId(), width, height, widths, bytes, owner: ownerKey });
    const id = String(record._id);
    await this.saveVariants(id, processed.variants, { owner: ownerKey });
    return { id, width, height, widths };
  }

  /**
   * Takes a photo in a second or two and makes its other widths in the background: the same refusals as store()
   * (415, 413, 400) before anything is kept, then the smallest width in every format (so pages never show a
   * broken image), the working copy in pieces, and a job to make the rest, claimed by one API instance and kept
   * across restarts. Answers the sizes it has now; the features showing it (addReferences) hear of the full ones.
   */
  async accept(upload: { buffer: Buffer }): Promise<StoredImage> {
    const { first, final, workingCopy } = await this.checked(() => acceptImage(upload.buffer));
    const bytes = first.variants.reduce((total, variant) => total + variant.data.length, 0);
    const pieces = workingCopy ? Math.ceil(workingCopy.length / WORKING_COPY_PIECE_BYTES) : 0;
    const record = await this.images.create({
      _id: randomImageId(),
      width: first.width,
      height: first.height,
      widths: first.widths,
      bytes,
      ...(workingCopy ? { pending: final, workingCopyPieces: pieces } : {}),
    });
    const id = String(record._id);
    await this.saveVariants(id, first.variants);
    if (workingCopy) {
      for (let index = 0; index < pieces; index++) {
        const start = index * WORKING_COPY_PIECE_BYTES;
        const data = workingCopy.subarray(start, start + WORKING_COPY_PIECE_BYTES);
        await this.workingCopies.create({ _id: `${id}/${index}`, imageId: id, index, data });
      }
      await this.jobs.schedule(`${IMAGE_SIZES_JOB}:${id}`, IMAGE_SIZES_JOB, this.clock.now(), { imageId: id });
    }
    return { id, width: first.width, height: first.height, widths: first.widths };
  }

  /**
   * A feature that shows photos: asked where a photo is used (the library's "used on", a delete refused), and told
   * whenever a photo changes so it updates the copies of its sizes it keeps.
   */
  addReferences(references: PhotoReferences): void {
    this.references.push(references);
  }

  /** Where each of these photos is shown, by every feature that registered (`addReferences`). */
  async usedOn(imageIds: readonly string[]): Promise<PhotoReference[]> {
    if (imageIds.length === 0) return [];
    const found = await Promise.all(this.references.map((references) => references.usedOn(imageIds)));
    return found.flat();
  }

  /** Tells every feature showing the photo of its new sizes, version or focal point; whether any copy changed. */
  async refreshOwners(image: StoredImage): Promise<boolean> {
    let changed = false;
    for (const references of this.references) changed = (await references.refresh(image)) || changed;
    return changed;
  }

  /** The photo's sizes as they are now (the first width's while the others are made); undefined if unknown. */
  async current(id: string): Promise<StoredImage | undefined> {
    const row = isValidObjectId(id) ? await this.images.findById(id).lean().exec() : null;
    return row ? storedImageOf(id, row) : undefined;
  }

  /**
   * The `image-sizes` job: the widths not made yet, from the working copy, then the owners told, then the record
   * completed and the working copy dropped. Each step may run again (a retry, another instance after a crash): a
   * variant is written by its `_id`, owners set sizes, and a photo removed meanwhile is left removed.
   */
  async makeSizes(id: string): Promise<void> {
    const record = isValidObjectId(id) ? await this.images.findById(id).lean().exec() : null;
    if (!record?.pending) return;
    const pieces = await this.workingCopies.find({ imageId: id }).sort({ index: 1 }).exec();
    if (pieces.length !== record.workingCopyPieces) {
      throw new Error(`working copy of image ${id} has ${pieces.length} of ${record.workingCopyPieces} pieces`);
    }
    const workingCopy = Buffer.concat(pieces.map((piece) => piece.data));
    const { width, height, widths } = record.pending;
    const missing = widths.filter((candidate) => !record.widths.includes(candidate));
    const variants = await this.oneAtATime(() => variantsFromWorkingCopy(workingCopy, missing));
    await this.saveVariants(id, variants, { replace: true, owner: record.owner, version: record.version });
    if (!(await this.images.exists({ _id: id }))) {
      // Removed while its widths were made: nothing of it stays.
      await this.variants.deleteMany({ imageId: id }).exec();
      await this.workingCopies.deleteMany({ imageId: id }).exec();
      return;
    }
    const bytes = record.bytes + variants.reduce((total, variant) => total + variant.data.length, 0);
    await this.refreshOwners(storedImageOf(id, { ...record, width, height, widths }));
    await this.images
      .updateOne({ _id: id }, { $set: { width, height, widths, bytes }, $unset: { pending: 1, workingCopyPieces: 1 } })
      .exec();
    await this.workingCopies.deleteMany({ imageId: id }).exec();
    this.logger.log(`image ${id}: ${widths.length} widths made`);
  }

  /**
   * `file` as in the URL (`750.webp`); 404 for anything not stored, and for an owned photo `viewer` (a member of
   * staff, or the public when undefined) may not see: the same answer, so an unpublished photo's id tells nothing.
   */
  async variant(id: string, file: string, viewer?: StaffUser): Promise<ServedVariant> {
    // A document, not lean(): lean rows carry a BSON Binary instead of a Buffer.
    const row = isValidObjectId(id) ? await this.variants.findById(`${id}/${file}`).exec() : null;
    if (!row) return this.replacedVariant(id, file, viewer);
    if (row.owner && !(await this.maySee(row.owner, viewer))) throw new NotFoundException(IMAGE_NOT_FOUND);
    return { id: row._id, format: row.format as ImageFormat, data: row.data, shared: !row.owner };
  }

  /**
   * A file of a photo replaced since the page asking for it was made (its old variants are gone): the current
   * upload in the same format at the nearest width, asked for again each time, so no page shows a broken image
   * between a replacement and its pages being made again.
   */
  private async replacedVariant(id: string, file: string, viewer?: StaffUser): Promise<ServedVariant> {
    const asked = parseImageVariantFile(file);
    const image = asked && isValidObjectId(id) ? await this.images.findById(id).lean().exec() : null;
    if (!asked || !image || asked.version === image.version) throw new NotFoundException(IMAGE_NOT_FOUND);
    const width = image.widths.find((candidate) => candidate >= asked.width) ?? image.width;
    const row = await this.variants.findById(`${id}/${imageVariantFile(width, asked.format, image.version)}`).exec();
    if (!row || (row.owner && !(await this.maySee(row.owner, viewer)))) throw new NotFoundException(IMAGE_NOT_FOUND);
    return { id: row._id, format: row.format as ImageFormat, data: row.data, shared: !row.owner, provisional: true };
  }

  /**
   * A new file for a stored photo, under the same id: processed whole, stored beside the old variants under a new
   * version, then the photo switches to it in one conditional update (a replacement racing this one makes this one
   * 409), the features showing it take the new sizes, and only then are the old variants removed.
   */
  async replace(id: string, upload: { buffer: Buffer }): Promise<StoredImage> {
    const record = isValidObjectId(id) ? await this.images.findById(id).lean().exec() : null;
    if (!record) throw new NotFoundException(IMAGE_NOT_FOUND);
    if (record.pending) throw new ConflictException(PHOTO_STILL_PROCESSING);
    const processed = await this.checked(() => processImage(upload.buffer));
    const version = randomBytes(6).toString('hex');
    const { width, height, widths } = processed;
    const bytes = processed.variants.reduce((total, variant) => total + variant.data.length, 0);
    await this.saveVariants(id, processed.variants, { owner: record.owner, version });
    const switched = await this.images
      .findOneAndUpdate(
        { _id: id, version: record.version ?? { $exists: false } },
        { $set: { width, height, widths, bytes, version } },
        { new: true },
      )
      .lean()
      .exec();
    if (!switched) {
      await this.variants.deleteMany({ _id: { $in: variantIds(id, widths, version) } }).exec();
      throw new ConflictException(PHOTO_CHANGED_MEANWHILE);
    }
    const replaced = storedImageOf(id, switched);
    await this.refreshOwners(replaced);
    await this.variants.deleteMany({ _id: { $in: variantIds(id, record.widths, record.version) } }).exec();
    this.logger.log(`image ${id}: replaced`);
    return replaced;
  }

  /**
   * The largest JPEG: what a plain `<img src>` (the blog's image URL) gets. Only photos without an owner: that URL
   * is cached by anyone for a year, and an owner (an album) may hide its photos later.
   */
  async largestJpeg(id: string): Promise<ServedVariant | undefined> {
    const image = isValidObjectId(id) ? await this.images.findById(id).lean().exec() : null;
    if (!image || image.owner) return undefined;
    const served = await this.variant(id, imageVariantFile(image.width, 'jpeg', image.version));
    return image.pending ? { ...served, provisional: true } : served;
  }

  /** Gives a photo stored before owners existed its owner, on its record and every variant (each a read by `_id`). */
  async setOwner(id: string, owner: ImageOwner): Promise<void> {
    const image = isValidObjectId(id) ? await this.images.findById(id).lean().exec() : null;
    if (!image) return;
    const key = ownerKeyOf(owner);
    await this.images.updateOne({ _id: id }, { $set: { owner: key } }).exec();
    for (const width of image.widths) {
      for (const format of IMAGE_FORMATS) {
        await this.variants.updateOne(
          { _id: `${id}/${imageVariantFile(width, format, image.version)}` },
          { $set: { owner: key } },
        );
      }
    }
  }

  /**
   * A library photo another place may show: its sizes now, or undefined for one that is gone or owned (an album's
   * photo is hidden with its album, so it cannot be shown anywhere else).
   */
  async placeable(id: string): Promise<StoredImage | undefined> {
    const row = isValidObjectId(id) ? await this.images.findById(id).lean().exec() : null;
    return row && !row.owner ? storedImageOf(id, row) : undefined;
  }

  /** A place stopped showing the photo: deleted with its files unless another place still shows it. */
  async release(id: string | undefined): Promise<void> {
    if (!id || !isValidObjectId(id)) return;
    if ((await this.usedOn([id])).length === 0) await this.remove(id);
  }

  async remove(id: string | undefined): Promise<void> {
    if (!id || !isValidObjectId(id)) return;
    await this.variants.deleteMany({ imageId: id }).exec();
    await this.workingCopies.deleteMany({ imageId: id }).exec();
    await this.images.deleteOne({ _id: id }).exec();
  }

  /** The pipeline's refusals as HTTP answers: 415 not a photo, 413 too many pixels, 400 damaged. */
  private checked<T>(work: () => Promise<T>): Promise<T> {
    return this.oneAtATime(work).catch((error: unknown) => {
      if (error instanceof ImageRejected) throw new REJECTIONS[error.reason](error.message);
      throw error;
    });
  }

  /** One variant per write: together they can pass the 16 MB a single write may carry. */
  private async saveVariants(
    id: string,
    variants: ImageVariant[],
    options: { replace?: boolean; owner?: string; version?: string } = {},
  ) {
    for (const variant of variants) {
      const row = {
        _id: `${id}/${imageVariantFile(variant.width, variant.format, options.version)}`,
        imageId: id,
        format: variant.format,
        width: variant.width,
        ...(options.owner ? { owner: options.owner } : {}),
        data: variant.data,
      };
      if (options.replace) await this.variants.replaceOne({ _id: row._id }, row, { upsert: true }).exec();
      else await this.variants.create(row);
    }
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
