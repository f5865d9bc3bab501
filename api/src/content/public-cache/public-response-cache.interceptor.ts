import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { StaffUser } from '@icast/contracts';
import type { Request, Response } from 'express';
import { from, lastValueFrom, type Observable, switchMap } from 'rxjs';
import { BLOG_LIST_HEADERS } from '@icast/contracts';
import { Clock } from '../../platform/jobs/clock';
import { DEFAULT_RATE_LIMIT, RATE_LIMITED_MESSAGE, RateLimitStore } from '../../platform/rate-limits/rate-limit-store';
import { PublicReadCache, cachedResponse, type CachedResponse } from './public-read-cache';

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
 * Serves public reads (the blog, site content, events, the gallery) from PublicReadCache at the HTTP layer. A hit skips validation (only URLs that were
 * validated and answered 200 are ever kept), the handler and serialization, so a cached list costs about what the
 * framework's empty route does. Signed-in staff may see drafts, so their requests always go to the handler.
 *
 * The per-address budget is spent here, on reads that reach the database (misses and staff reads), instead of
 * by the global guard on every request: a cached answer costs no more than the unthrottled liveness probe, while a
 * flood of distinct searches is what could hurt the database.
 */
@Injectable()
export class PublicResponseCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly cache: PublicReadCache,
    private readonly databaseReads: RateLimitStore,
    private readonly clock: Clock,
  ) {}

  /** The app's clock, so a test that moves it sees scheduled posts go public in the cache too. */
  private readonly now = () => this.clock.now().getTime();

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request & { user?: StaffUser }>();
    const response = http.getResponse<Response>();
    const key = request.originalUrl;
    const cacheable = request.method === 'GET' && request.user === undefined;
    if (cacheable && this.cache.has(key, this.now)) return from(this.answer(key, next, response));
    return from(this.spendBudget(request, response)).pipe(
      switchMap(() => (cacheable ? from(this.answer(key, next, response)) : next.handle())),
    );
  }

  private async answer(key: string, next: CallHandler, response: Response): Promise<string> {
    return replay(response, await this.cache.read(key, () => this.load(next, response), this.now));
  }

  private async spendBudget(request: Request, response: Response): Promise<void> {
    const { ttl, limit } = DEFAULT_RATE_LIMIT;
    const record = await this.databaseReads.increment(`public-read.${request.ip ?? 'unknown'}`, ttl, limit);
    if (!record.isBlocked) return;
    // As the global guard answers: the same message, and when to come back.
    response.setHeader('Retry-After', String(record.timeToBlockExpire));
    throw new ThrottlerException(RATE_LIMITED_MESSAGE);
  }

  private async load(next: CallHandler, response: Response): Promise<CachedResponse> {
    const value = await lastValueFrom(next.handle());
    const headers = REPLAYED_HEADERS.flatMap((name) => {
      const header = response.getHeader(name);
      return header === undefined ? [] : [[name, String(header)] as const];
    });
    return cachedResponse(value, headers);
  }
}
