import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppConfig } from '../config/app-config';
import { MetricsService } from '../metrics/metrics.service';
import { RETRY_AFTER_SECONDS, toErrorResponse } from './error-response';
import { errorReference, requestIdOf, runWithRequestId } from './request-id';

/**
 * The API's only exception filter: every error leaves as JSON `{statusCode, message}`, details stay in the log under
 * the request's id (X-Request-Id on every answer). A failure on our side (5xx) also carries `requestId` and quotes
 * its start in the message, so a parent's "error 7f3a2c91" finds the log lines; a 503 says when to come back
 * (Retry-After). A 4xx is the client's to fix and keeps the plain shape.
 *
 * A refusal built outside the one shape (`errorShapeProblem`: a `code` inside `details`, a key the shape does not
 * name) is our bug: in production the visitor still gets its status and message and the log names the problem; in
 * development and tests it answers 500, so the spec of the route that produced it fails the day it is written.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  constructor(
    private readonly metrics: MetricsService,
    private readonly config: AppConfig,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const requestId = requestIdOf(request);
    const mapped = toErrorResponse(exception, request);
    const { unexpected, shapeProblem } = mapped;
    const body =
      shapeProblem && this.config.nodeEnv !== 'production'
        ? { statusCode: 500, message: `Internal server error: the refusal's ${shapeProblem}` }
        : mapped.body;
    this.metrics.countError(body.statusCode);
    if (unexpected) {
      // A stack only helps for real bugs (500); for an outage (503) the message says it all.
      const withStack = body.statusCode === 500 && exception instanceof Error;
      const thrown = exception instanceof Error ? (withStack ? exception.stack : exception.message) : String(exception);
      const detail = shapeProblem ? `error shape: ${shapeProblem} (${thrown})` : thrown;
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
