import {
  BadRequestException,
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
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { findInputProblem } from './reject-mongo-operators.guard';

/** A form's few text fields: none longer than a blog post, none named at length, no flood of them. */
const TEXT_FIELD_LIMITS = { fields: 20, fieldSize: 64 * 1024, fieldNameSize: 100, parts: 22 } as const;

/**
 * multer's memory storage for one file in `field`, capped at `maxBytes` with a few small text fields at most, and
 * the size limit worded for people (413 with `tooLarge`). JSON bodies pass straight through. The form's fields are
 * read here, after the global guard ran, so they get its check here: multer makes `a[$gt]` an object key.
 */
export function FileUpload(
  field: string,
  maxBytes: number,
  tooLarge: string,
  limits: MulterOptions['limits'] = {},
): Type<NestInterceptor> {
  const MulterUpload = FileInterceptor(field, {
    limits: { ...TEXT_FIELD_LIMITS, fileSize: maxBytes, files: 1, ...limits },
  });

  @Injectable()
  class FileUploadInterceptor implements NestInterceptor {
    private readonly multer = new MulterUpload();

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const request = context.switchToHttp().getRequest<Request>();
      const checked: CallHandler = {
        handle: () => {
          const problem = findInputProblem(request.body);
          if (problem !== undefined) throw new BadRequestException(problem);
          return next.handle();
        },
      };
      try {
        return await this.multer.intercept(context, checked);
      } catch (error) {
        if (error instanceof PayloadTooLargeException) throw new PayloadTooLargeException(tooLarge);
        throw error;
      }
    }
  }
  return mixin(FileUploadInterceptor);
}
