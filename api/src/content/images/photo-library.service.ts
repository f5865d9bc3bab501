import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model } from 'mongoose';
import {
  codedRefusal,
  fieldRefusal,
  PHOTO_IN_USE,
  type LibraryPhoto,
  type PagedList,
  type PhotoUse,
} from '@icast/contracts';
import { containsText, findPage, type SearchPageQueryDto } from '../../platform/http/pagination';
import { PublicCacheVersion } from '../public-cache/public-cache-version';
import { ImageRecord } from './image.schema';
import { IMAGE_NOT_FOUND, ImageService, storedImageOf } from './image.service';
import type { LibraryPhotoDto } from './photo-library.dto';

export const CHOOSE_NEW_FILE = 'Choose the new photo (image) to put in place of this one';

type ImageRow = ImageRecord & { _id: unknown };

/** Said by the 409 refusing to delete a photo a page still shows; `details.usedOn` lists the pages. */
export const photoInUseMessage = (places: readonly PhotoUse[]) =>
  `This photo is used on ${places.map((place) => place.label).join(', ')}. Remove it from there first.`;

/**
 * Every photo the school uploaded, wherever it was uploaded: searched by caption, captioned, given a focal point,
 * replaced under the same id, deleted once no page shows it. Where a photo is used comes from the features that show
 * photos (ImageService.addReferences).
 */
@Injectable()
export class PhotoLibraryService {
  constructor(
    @InjectModel(ImageRecord.name) private readonly images: Model<ImageRecord>,
    private readonly pipeline: ImageService,
    private readonly publicCache: PublicCacheVersion,
  ) {}

  async list(query: SearchPageQueryDto): Promise<PagedList<LibraryPhoto>> {
    const page = await findPage(
      this.images,
      { filter: containsText<ImageRecord>(query.q, ['caption']), sort: { createdAt: -1, _id: -1 }, query },
      (row) => row,
    );
    const uses = await this.pipeline.usedOn(page.data.map((row) => String(row._id)));
    return { ...page, data: page.data.map((row) => this.toView(row, uses)) };
  }

  /** A new caption and focal point; every page showing the photo crops around the new point. */
  async update(id: string, fields: LibraryPhotoDto): Promise<LibraryPhoto> {
    const focus = fields.focus ? { x: fields.focus.x, y: fields.focus.y } : undefined;
    const row = isValidObjectId(id)
      ? await this.images
          .findOneAndUpdate(
            { _id: id },
            focus
              ? { $set: { caption: fields.caption, focus } }
              : { $set: { caption: fields.caption }, $unset: { focus: 1 } },
            { new: true },
          )
          .lean<ImageRow>()
          .exec()
      : null;
    if (!row) throw new NotFoundException(IMAGE_NOT_FOUND);
    await this.changed(row);
    return this.view(row);
  }

  /** A new file for the photo under the same id (ImageService.replace); the public pages are made again. */
  async replace(id: string, upload: { buffer: Buffer } | undefined): Promise<LibraryPhoto> {
    if (!upload) throw new BadRequestException(fieldRefusal('image', CHOOSE_NEW_FILE));
    await this.pipeline.replace(id, upload);
    await this.publicCache.changed();
    const row = await this.images.findById(id).lean<ImageRow>().exec();
    if (!row) throw new NotFoundException(IMAGE_NOT_FOUND);
    return this.view(row);
  }

  /** Deletes a photo no page shows, with every variant; 409 naming the pages that still show it. */
  async remove(id: string): Promise<void> {
    if (!isValidObjectId(id) || !(await this.images.exists({ _id: id }).exec())) {
      throw new NotFoundException(IMAGE_NOT_FOUND);
    }
    const usedOn = (await this.pipeline.usedOn([id])).map(({ kind, label }) => ({ kind, label }));
    if (usedOn.length > 0) {
      throw new ConflictException(codedRefusal(PHOTO_IN_USE, photoInUseMessage(usedOn), { usedOn }));
    }
    await this.pipeline.remove(id);
  }

  private async changed(row: ImageRow): Promise<void> {
    await this.pipeline.refreshOwners(storedImageOf(String(row._id), row));
    await this.publicCache.changed();
  }

  private async view(row: ImageRow): Promise<LibraryPhoto> {
    return this.toView(row, await this.pipeline.usedOn([String(row._id)]));
  }

  private toView(row: ImageRow, uses: ReadonlyArray<PhotoUse & { imageId: string }>): LibraryPhoto {
    const id = String(row._id);
    return {
      ...storedImageOf(id, row),
      caption: row.caption ?? '',
      bytes: row.bytes,
      createdAt: row.createdAt.toISOString(),
      processing: row.pending !== undefined,
      shareable: !row.owner,
      usedOn: uses.filter((use) => use.imageId === id).map(({ kind, label }) => ({ kind, label })),
    };
  }
}
