import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** nginx's $request_id is 32 hex characters; other proxies' ids (UUIDs) fit too. Anything else is replaced. */
const ACCEPTED_ID = /^[A-Za-z0-9-]{8,64}$/;
/** How much of the id an error message shows a visitor: enough to find the request in the logs with grep. */
export const SHOWN_ID_LENGTH = 8;

const context = new AsyncLocalStorage<{ requestId: string }>();

interface WithRequestId {
  requestId?: string;
}

/** The id of the request being handled, for log lines written while it runs (undefined outside a request). */
export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}

/** Runs `work` as part of the request with this id (for code reached outside the request's own async chain). */
export function runWithRequestId<T>(requestId: string | undefined, work: () => T): T {
  return requestId === undefined ? work() : context.run({ requestId }, work);
}

/** The id given to this request (by useRequestIds), read from the request itself. */
export function requestIdOf(request: object): string | undefined {
  return (request as WithRequestId).requestId;
}

/** "(error 7f3a2c91)": what a visitor can read out to the school, and what finds the request in the logs. */
export function errorReference(requestId: string | undefined): string {
  return requestId ? ` (error ${requestId.slice(0, SHOWN_ID_LENGTH)})` : '';
}

/**
 * Every request gets an id: the one the trusted proxy sent (nginx's $request_id, so its access log and ours agree)
 * or a new one. A client's own header is believed only from a proxy TRUST_PROXY names, like X-Forwarded-For.
 * The id is answered in X-Request-Id and kept for the request's log lines (AsyncLocalStorage).
 *
 * Call `before` first, and `after` once the body parsers are in place: they finish reading the body in the
 * socket's own async context, which would otherwise drop the id from every later log line.
 */
export function useRequestIds(app: NestExpressApplication): { before(): void; after(): void } {
  const express = app.getHttpAdapter().getInstance();
  return {
    before: () =>
      app.use((request: Request & WithRequestId, response: Response, next: NextFunction) => {
        const trusted = express.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean;
        const offered = request.get(REQUEST_ID_HEADER);
        const fromProxy =
          offered !== undefined && ACCEPTED_ID.test(offered) && trusted(request.socket.remoteAddress, 0);
        request.requestId = fromProxy ? offered : randomBytes(16).toString('hex');
        response.setHeader(REQUEST_ID_HEADER, request.requestId);
        context.run({ requestId: request.requestId }, next);
      }),
    after: () =>
      app.use((request: Request & WithRequestId, _response: Response, next: NextFunction) => {
        context.run({ requestId: request.requestId ?? '' }, next);
      }),
  };
}
