import { Injectable, NotFoundException, UnsupportedMediaTypeException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { createHash } from 'node:crypto';
import { isValidObjectId, type Model } from 'mongoose';
import { apiUrl, ENDPOINTS } from '@icast/contracts';
import { detectImageType } from './blog-image-type';
import { BlogImage } from './blog-image.schema';

export const UNSUPPORTED_IMAGE = 'Only JPEG, PNG or WebP images can be uploaded';

export const blogImageUrl = (imageId: string) => apiUrl(ENDPOINTS.blog.image, { id: imageId });

@Injectable()
export class BlogImageService {
  constructor(@InjectModel(BlogImage.name) private readonly images: Model<BlogImage>) {}

  /** Stores an upload after checking its magic bytes (415 otherwise); returns the new image id. */
  async store(file: { buffer: Buffer }): Promise<string> {
    const contentType = detectImageType(file.buffer);
    if (!contentType) throw new UnsupportedMediaTypeException(UNSUPPORTED_IMAGE);
    const sha256 = createHash('sha256').update(file.buffer).digest('base64url');
    const created = await this.images.create({ data: file.buffer, contentType, size: file.buffer.length, sha256 });
    return String(created._id);
  }

  async find(id: string): Promise<BlogImage> {
    // A document, not lean(): lean rows carry a BSON Binary instead of a Buffer.
    const image = isValidObjectId(id) ? await this.images.findById(id).exec() : null;
    if (!image) throw new NotFoundException('Image not found');
    return image;
  }

  async remove(id: string | undefined): Promise<void> {
    if (id && isValidObjectId(id)) await this.images.deleteOne({ _id: id }).exec();
  }
}
