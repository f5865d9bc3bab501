import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model } from 'mongoose';
import { apiUrl, ENDPOINTS, type StoredImage } from '@icast/contracts';
import { ImageService, IMAGE_NOT_FOUND } from '../images/image.service';
import { PublicCacheVersion } from '../public-cache/public-cache-version';
import { BlogImage } from './blog-image.schema';
import { BlogPost } from './blog-post.schema';

/** A replaced cover (a new `version`) gets a new address: the old one is cached for a year. */
export const blogImageUrl = (imageId: string, version?: string) =>
  `${apiUrl(ENDPOINTS.blog.image, { id: imageId })}${version ? `?v=${version}` : ''}`;

/** What `blog/image/:id` sends: the bytes and a tag that stays the same on every instance. */
export interface BlogImageFile {
  id: string;
  contentType: string;
  data: Buffer;
  /** The cover's larger widths are still being made: this copy is replaced under the same address. */
  provisional?: boolean;
}

/**
 * Post covers. New ones go through the photo pipeline (sizes and formats, metadata stripped); `blog/image/:id`
 * keeps answering for every cover: the pipeline's largest JPEG, or the bytes of an upload from before it.
 */
@Injectable()
export class BlogImageService {
  constructor(
    @InjectModel(BlogImage.name) private readonly legacy: Model<BlogImage>,
    @InjectModel(BlogPost.name) private readonly posts: Model<BlogPost>,
    private readonly pipeline: ImageService,
    private readonly publicCache: PublicCacheVersion,
  ) {
    // Whichever API instance makes a cover's widths (or replaces it) gives the posts that use it the new sizes.
    pipeline.addReferences({
      usedOn: async (imageIds) => {
        const rows = await this.posts
          .find({ imageId: { $in: [...imageIds] } }, { title: 1, imageId: 1 })
          .lean()
          .exec();
        return rows.map((post) => ({
          imageId: String(post.imageId),
          kind: 'post-cover',
          label: `Post "${post.title}" (cover)`,
        }));
      },
      refresh: (image) => this.takeSizes(image),
    });
  }

  /**
   * A cover accepted at once, its first width ready and the others made in the background: a phone photo is
   * answered in a second or two instead of after every width and format is encoded.
   */
  accept(file: { buffer: Buffer }): Promise<StoredImage> {
    return this.pipeline.accept(file);
  }

  /**
   * After a post is saved with a cover just accepted: its widths may have been made (by another instance) before
   * the post existed to hear of it, so the post takes the cover's sizes as they are now.
   */
  async catchUp(picture: StoredImage): Promise<StoredImage> {
    const now = await this.pipeline.current(picture.id);
    if (!now || now.widths.length === picture.widths.length) return picture;
    await this.takeSizes(now);
    return now;
  }

  private async takeSizes(image: StoredImage): Promise<boolean> {
    const { modifiedCount } = await this.posts.updateMany({ imageId: image.id }, { $set: { picture: image } }).exec();
    if (modifiedCount > 0) await this.publicCache.changed();
    return modifiedCount > 0;
  }

  async find(id: string): Promise<BlogImageFile> {
    const processed = await this.pipeline.largestJpeg(id);
    if (processed) {
      const { id: variantId, data, provisional } = processed;
      return { id: variantId, contentType: 'image/jpeg', data, ...(provisional ? { provisional } : {}) };
    }
    // A document, not lean(): lean rows carry a BSON Binary instead of a Buffer.
    const old = isValidObjectId(id) ? await this.legacy.findById(id).exec() : null;
    if (!old) throw new NotFoundException(IMAGE_NOT_FOUND);
    return { id: old.sha256, contentType: old.contentType, data: old.data };
  }

  /** After a post stops using its cover: deleted, unless another place (chosen from the library) shows it. */
  async remove(id: string | undefined): Promise<void> {
    if (!id || !isValidObjectId(id)) return;
    await this.pipeline.release(id);
    await this.legacy.deleteOne({ _id: id }).exec();
  }
}
