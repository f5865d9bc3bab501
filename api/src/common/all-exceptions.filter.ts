import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { toErrorResponse } from './error-response';

/** The API's only exception filter: every error leaves as JSON `{statusCode, message}`, details stay in the log. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const { body, unexpected } = toErrorResponse(exception, request);
    if (unexpected) {
      // A stack only helps for real bugs (500); for an outage (503) the message says it all.
      const withStack = body.statusCode === 500 && exception instanceof Error;
      const detail = exception instanceof Error ? (withStack ? exception.stack : exception.message) : String(exception);
      this.logger.error(`${request.method} ${request.originalUrl} -> ${body.statusCode}: ${detail}`);
    }
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }
}
