import { BadRequestException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';

export const JSON_BODY_LIMIT = '1mb';

/** The compressions body-parser inflates for JSON and form bodies. */
const DECODED = 'gzip, deflate or br';

/** The body's Content-Encoding in lower case, or undefined when the body is sent as is. */
function contentEncodingOf(request: Request): string | undefined {
  const encoding = request.headers['content-encoding']?.trim().toLowerCase();
  return encoding && encoding !== 'identity' ? encoding : undefined;
}

/** What a client reads when its body's Content-Encoding is wrong or not supported. */
export const bodyEncodingMessages = {
  notDecodable: (encoding: string) =>
    `The request body is not valid ${encoding} data, though its Content-Encoding says so: send it uncompressed or compressed properly`,
  unsupported: (encoding: string) =>
    `Content-Encoding "${encoding}" is not supported: send the body uncompressed or as ${DECODED}`,
  compressedUpload: (encoding: string) =>
    `Uploads are read as they arrive and cannot be compressed (Content-Encoding "${encoding}"): send the form uncompressed`,
};

/**
 * Nest turns body-parser's SyntaxError into a 400 carrying the raw parser message; we translate
 * parser errors right after the parsers instead, so clients get stable wording. A body whose
 * Content-Encoding lies (says gzip, is not) is the client's mistake: 400, never a 500.
 */
export function useBodyParsers(app: NestExpressApplication): void {
  // Multipart forms (image uploads) are read by multer, which does not inflate: refuse rather than misread.
  app.use((request: Request, _response: Response, next: NextFunction) => {
    const encoding = contentEncodingOf(request);
    if (encoding && request.is('multipart/form-data')) {
      return next(new UnsupportedMediaTypeException(bodyEncodingMessages.compressedUpload(encoding)));
    }
    next();
  });
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: JSON_BODY_LIMIT, extended: false });
  app.use(
    (
      error: { type?: string; status?: number } | undefined,
      request: Request,
      _response: Response,
      next: NextFunction,
    ) => {
      if (error?.type === 'entity.parse.failed') return next(new BadRequestException('Malformed JSON body'));
      if (error?.type === 'entity.too.large') {
        return next(new PayloadTooLargeException(`Request body too large (limit ${JSON_BODY_LIMIT.toUpperCase()})`));
      }
      const encoding = contentEncodingOf(request);
      if (encoding && error?.type === 'encoding.unsupported') {
        return next(new UnsupportedMediaTypeException(bodyEncodingMessages.unsupported(encoding)));
      }
      // Inflating failed (zlib's "incorrect header check", brotli's "Decompression failed"): body-parser passes
      // that on as a 400 with no type of its own.
      if (encoding && error?.status === 400 && error.type === undefined) {
        return next(new BadRequestException(bodyEncodingMessages.notDecodable(encoding)));
      }
      next(error);
    },
  );
}
