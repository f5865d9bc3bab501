import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model } from 'mongoose';
import { apiUrl, ENDPOINTS, type StoredImage } from '@icast/contracts';
import { ImageService, IMAGE_NOT_FOUND } from '../images/image.service';
import { BlogImage } from './blog-image.schema';

export const blogImageUrl = (imageId: string) => apiUrl(ENDPOINTS.blog.image, { id: imageId });

/** What `blog/image/:id` sends: the bytes and a tag that stays the same on every instance. */
export interface BlogImageFile {
  id: string;
  contentType: string;
  data: Buffer;
}

/**
 * Post covers. New ones go through the photo pipeline (sizes and formats, metadata stripped); `blog/image/:id`
 * keeps answering for every cover: the pipeline's largest JPEG, or the bytes of an upload from before it.
 */
@Injectable()
export class BlogImageService {
  constructor(
    @InjectModel(BlogImage.name) private readonly legacy: Model<BlogImage>,
    private readonly pipeline: ImageService,
  ) {}

  store(file: { buffer: Buffer }): Promise<StoredImage> {
    return this.pipeline.store(file);
  }

  async find(id: string): Promise<BlogImageFile> {
    const processed = await this.pipeline.largestJpeg(id);
    if (processed) return { id: processed.id, contentType: 'image/jpeg', data: processed.data };
    // A document, not lean(): lean rows carry a BSON Binary instead of a Buffer.
    const old = isValidObjectId(id) ? await this.legacy.findById(id).exec() : null;
    if (!old) throw new NotFoundException(IMAGE_NOT_FOUND);
    return { id: old.sha256, contentType: old.contentType, data: old.data };
  }

  async remove(id: string | undefined): Promise<void> {
    if (!id || !isValidObjectId(id)) return;
    await this.pipeline.remove(id);
    await this.legacy.deleteOne({ _id: id }).exec();
  }
}
