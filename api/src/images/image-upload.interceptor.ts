import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { IMAGE_UPLOAD_MAX_BYTES } from '@icast/contracts';

export const IMAGE_TOO_LARGE = `Image is too large: the limit is ${IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MB`;

/** The multipart upload of one photo, as every feature that takes one receives it. */
export type UploadedImage = { buffer: Buffer } | undefined;

/** multer's default memory storage with hard limits: one file field `image`, a few small text fields. */
const MulterUpload = FileInterceptor('image', {
  limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 22 },
});

/**
 * Parses a multipart form with at most one photo into request.body and request.file (JSON bodies pass straight
 * through), and words the size limit for people: 413 naming the limit.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
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
