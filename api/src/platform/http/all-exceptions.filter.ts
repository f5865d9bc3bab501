import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { MetricsService } from '../metrics/metrics.service';
import { RETRY_AFTER_SECONDS, toErrorResponse } from './error-response';
import { errorReference, requestIdOf, runWithRequestId } from './request-id';

/**
 * The API's only exception filter: every error leaves as JSON `{statusCode, message}`, details stay in the log under
 * the request's id (X-Request-Id on every answer). A failure on our side (5xx) also carries `requestId` and quotes
 * its start in the message, so a parent's "error 7f3a2c91" finds the log lines; a 503 says when to come back
 * (Retry-After). A 4xx is the client's to fix and keeps the plain shape.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  constructor(private readonly metrics: MetricsService) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const requestId = requestIdOf(request);
    const { body, unexpected } = toErrorResponse(exception, request);
    this.metrics.countError(body.statusCode);
    if (unexpected) {
      // A stack only helps for real bugs (500); for an outage (503) the message says it all.
      const withStack = body.statusCode === 500 && exception instanceof Error;
      const detail = exception instanceof Error ? (withStack ? exception.stack : exception.message) : String(exception);
      // Errors from the body parsers arrive outside the request's async context: give the line its id here.
      runWithRequestId(requestId, () =>
        this.logger.error(`${request.method} ${request.originalUrl} -> ${body.statusCode}: ${detail}`),
      );
    }
    if (response.headersSent) return;
    if (body.statusCode === 503 && !response.getHeader('Retry-After')) {
      response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    }
    // Every answer carries the id in X-Request-Id; a failure on our side also names it where a visitor reads it.
    const serverSide = body.statusCode >= 500 && requestId !== undefined;
    response
      .status(body.statusCode)
      .json(serverSide ? { ...body, message: `${body.message}${errorReference(requestId)}`, requestId } : body);
  }
}
