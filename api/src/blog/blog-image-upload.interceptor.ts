import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { BLOG_IMAGE_MAX_BYTES } from '@icast/contracts';

export const IMAGE_TOO_LARGE = `Image is too large: the limit is ${BLOG_IMAGE_MAX_BYTES / 1024 / 1024} MB`;

/** multer's default memory storage with hard limits: one file field `image`, a few small text fields. */
const MulterUpload = FileInterceptor('image', {
  limits: { fileSize: BLOG_IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12 },
});

/**
 * Parses a multipart post into request.body and request.file (JSON bodies pass straight through),
 * and words the size limit for people: 413 naming the 2 MB limit.
 */
@Injectable()
export class BlogImageUploadInterceptor implements NestInterceptor {
  private readonly multer = new MulterUpload();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw new PayloadTooLargeException(IMAGE_TOO_LARGE);
      throw error;
    }
  }
}
