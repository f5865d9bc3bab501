import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';

export const JSON_BODY_LIMIT = '1mb';

/**
 * Nest turns body-parser's SyntaxError into a 400 carrying the raw parser message; we translate
 * parser errors right after the parsers instead, so clients get stable wording.
 */
export function useBodyParsers(app: NestExpressApplication): void {
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: JSON_BODY_LIMIT, extended: false });
  app.use((error: { type?: string } | undefined, _request: Request, _response: Response, next: NextFunction) => {
    if (error?.type === 'entity.parse.failed') return next(new BadRequestException('Malformed JSON body'));
    if (error?.type === 'entity.too.large') {
      return next(new PayloadTooLargeException(`Request body too large (limit ${JSON_BODY_LIMIT.toUpperCase()})`));
    }
    next(error);
  });
}
