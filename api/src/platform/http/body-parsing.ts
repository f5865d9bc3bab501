import { BadRequestException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { BodyLimits, formatBodyLimit } from './body-limits';
import { inputMessages } from './reject-mongo-operators.guard';

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
  tooLarge: (limit: number) =>
    `Request body too large: this address takes at most ${formatBodyLimit(limit)}. Shorten the text and send it again`,
  unsupported: (encoding: string) =>
    `Content-Encoding "${encoding}" is not supported: send the body uncompressed or as ${DECODED}`,
  compressedUpload: (encoding: string) =>
    `Uploads are read as they arrive and cannot be compressed (Content-Encoding "${encoding}"): send the form uncompressed`,
};

/** Keeps each body's exact bytes as req.rawBody (as Nest's rawBody option does): the webhook's signature is over them. */
const keepRawBody = (request: Request & { rawBody?: Buffer }, _response: Response, buffer: Buffer) => {
  request.rawBody = buffer;
};

/**
 * Each route's JSON and form parsers, with the size limit that fits what the route takes (BodyLimits): a body
 * over it is refused (413) as it arrives, before anything parses it. Form bodies keep body-parser's 1,000-field cap.
 */
function parsersByRoute(limits: BodyLimits): RequestHandler {
  const parsers = new Map(
    limits
      .distinctLimits()
      .map((limit) => [
        limit,
        [
          express.json({ limit, verify: keepRawBody }),
          express.urlencoded({ limit, extended: false, verify: keepRawBody }),
        ] as const,
      ]),
  );
  return (request, response, next) => {
    const [json, form] = parsers.get(limits.limitFor(request.method, request.path))!;
    json(request, response, (error?: unknown) => (error ? next(error) : form(request, response, next)));
  };
}

/**
 * Nest turns body-parser's SyntaxError into a 400 carrying the raw parser message; we translate
 * parser errors right after the parsers instead, so clients get stable wording. A body whose
 * Content-Encoding lies (says gzip, is not) is the client's mistake: 400, never a 500.
 */
export function useBodyParsers(app: NestExpressApplication, limits = new BodyLimits()): void {
  // Multipart forms (image uploads) are read by multer, which does not inflate: refuse rather than misread.
  app.use((request: Request, _response: Response, next: NextFunction) => {
    const encoding = contentEncodingOf(request);
    if (encoding && request.is('multipart/form-data')) {
      return next(new UnsupportedMediaTypeException(bodyEncodingMessages.compressedUpload(encoding)));
    }
    next();
  });
  app.use(parsersByRoute(limits));
  app.use(
    (
      error: { type?: string; status?: number; limit?: number } | undefined,
      request: Request,
      _response: Response,
      next: NextFunction,
    ) => {
      if (error?.type === 'entity.parse.failed') return next(new BadRequestException('Malformed JSON body'));
      if (error?.type === 'entity.too.large') {
        const limit = error.limit ?? limits.limitFor(request.method, request.path);
        return next(new PayloadTooLargeException(bodyEncodingMessages.tooLarge(limit)));
      }
      if (error?.type === 'parameters.too.many') {
        return next(new BadRequestException(inputMessages.tooManyEntries));
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
