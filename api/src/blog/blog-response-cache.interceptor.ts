import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { StaffUser } from '@icast/contracts';
import type { Request, Response } from 'express';
import { from, lastValueFrom, map, type Observable } from 'rxjs';
import { BLOG_LIST_HEADERS } from '@icast/contracts';
import { BlogReadCache, cachedResponse, type CachedResponse } from './blog-read-cache';

const REPLAYED_HEADERS = [BLOG_LIST_HEADERS.total, BLOG_LIST_HEADERS.pageCount];

function replay(response: Response, cached: CachedResponse): string {
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  // Browsers keep the answer but ask again each time; an unchanged answer costs a 304 with no body.
  response.setHeader('Cache-Control', 'no-cache');
  response.setHeader('ETag', cached.etag);
  for (const [name, value] of cached.headers) response.setHeader(name, value);
  // A string body is sent as it is; Express answers 304 itself when If-None-Match matches the ETag.
  return cached.body;
}

/**
 * Serves the public blog reads from BlogReadCache at the HTTP layer. A hit skips validation (only URLs that were
 * validated and answered 200 are ever kept), the handler and serialization, so a cached list costs about what the
 * framework's empty route does. Signed-in staff see drafts, so their requests always go to the handler.
 */
@Injectable()
export class BlogResponseCacheInterceptor implements NestInterceptor {
  constructor(private readonly cache: BlogReadCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request & { user?: StaffUser }>();
    const response = http.getResponse<Response>();
    if (request.method !== 'GET' || request.user !== undefined) return next.handle();

    const load = async () => {
      const value = await lastValueFrom(next.handle());
      const headers = REPLAYED_HEADERS.flatMap((name) => {
        const header = response.getHeader(name);
        return header === undefined ? [] : [[name, String(header)] as const];
      });
      return cachedResponse(value, headers);
    };
    return from(this.cache.read(request.originalUrl, load)).pipe(map((cached) => replay(response, cached)));
  }
}
