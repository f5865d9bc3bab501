import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  mixin,
  type NestInterceptor,
  PayloadTooLargeException,
  type Type,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { MulterOptions } from '@nestjs/platform-express/multer/interfaces/multer-options.interface';
import type { Observable } from 'rxjs';

/**
 * multer's memory storage for one file in `field`, capped at `maxBytes` with a few small text fields at most, and
 * the size limit worded for people (413 with `tooLarge`). JSON bodies pass straight through.
 */
export function FileUpload(
  field: string,
  maxBytes: number,
  tooLarge: string,
  limits: MulterOptions['limits'] = {},
): Type<NestInterceptor> {
  const MulterUpload = FileInterceptor(field, { limits: { fileSize: maxBytes, files: 1, ...limits } });

  @Injectable()
  class FileUploadInterceptor implements NestInterceptor {
    private readonly multer = new MulterUpload();

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await this.multer.intercept(context, next);
      } catch (error) {
        if (error instanceof PayloadTooLargeException) throw new PayloadTooLargeException(tooLarge);
        throw error;
      }
    }
  }
  return mixin(FileUploadInterceptor);
}
