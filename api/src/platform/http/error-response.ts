import { HttpException, HttpStatus, NotFoundException } from '@nestjs/common';
import { type ApiError, errorShapeProblem, fieldErrorsOf } from '@icast/contracts';
import mongoose from 'mongoose';
import { isDatabaseUnreachable } from './database-unreachable';
import { isDuplicateKey } from '../database/duplicate-key';

export interface MappedError {
  body: ApiError;
  /** Unexpected errors are logged with their stack; expected ones (bad input) are not. */
  unexpected: boolean;
  /**
   * A producer that built its refusal outside the one shape (`errorShapeProblem`): the answer keeps only its status
   * and message, and the log names the problem so the producer is fixed rather than every client reading two shapes.
   */
  shapeProblem?: string;
}

/** Seconds a client is asked to wait after a 503: about how long a database restart or an election takes. */
export const RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE = 'Database unavailable, please try again shortly';

const expected = (statusCode: number, message: string): MappedError => ({
  body: { statusCode, message },
  unexpected: false,
});

function messageOf(response: string | object, fallback: string): string {
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.map(String).join('; ');
  return typeof message === 'string' ? message : fallback;
}

/** body-parser and multer errors carry a `type`/`code` instead of being HttpExceptions. */
function mapRequestParsingError(error: { type?: unknown; code?: unknown; status?: unknown; message?: unknown }) {
  if (error.type === 'entity.parse.failed') return expected(400, 'Malformed JSON body');
  if (error.type === 'entity.too.large') return expected(413, 'Request body too large');
  if (error.code === 'LIMIT_FILE_SIZE') return expected(413, 'File too large');
  if (typeof error.type === 'string' && typeof error.status === 'number' && error.status < 500) {
    return expected(error.status, String(error.message));
  }
  return undefined;
}

function mapDatabaseError(error: unknown): MappedError | undefined {
  if (error instanceof mongoose.Error.CastError) return expected(400, 'Invalid id');
  if (error instanceof mongoose.Error.ValidationError) {
    const problems = Object.entries(error.errors).map(([field, item]) => ({ field, message: item.message }));
    return {
      body: { statusCode: 400, message: problems.map((problem) => problem.message).join('; '), errors: problems },
      unexpected: false,
    };
  }
  const mongoError = error as { code?: unknown; keyValue?: Record<string, unknown>; name?: unknown };
  if (isDuplicateKey(error)) {
    const fields = Object.keys(mongoError.keyValue ?? {});
    return expected(409, fields.length ? `Duplicate value for ${fields.join(', ')}` : 'Duplicate value');
  }
  // Down or unreachable database: the request is fine, the service is not.
  if (isDatabaseUnreachable(error)) {
    return { body: { statusCode: 503, message: DATABASE_UNAVAILABLE_MESSAGE }, unexpected: true };
  }
  return undefined;
}

/** Turns anything thrown while handling a request into the API's one error shape. */
export function toErrorResponse(
  error: unknown,
  request: { method: string; originalUrl?: string; url: string },
): MappedError {
  if (error instanceof NotFoundException && /^Cannot [A-Z]+ /.test(error.message)) {
    // Nest's router says "Cannot GET /x"; say which route was not found in our wording.
    return expected(404, `Not found: ${request.method} ${(request.originalUrl ?? request.url).split('?')[0]}`);
  }
  if (error instanceof HttpException) {
    const statusCode = error.getStatus();
    const response = error.getResponse();
    const message = messageOf(response, error.message);
    const shapeProblem = typeof response === 'object' ? errorShapeProblem(response) : undefined;
    if (shapeProblem) return { body: { statusCode, message }, unexpected: true, shapeProblem };
    const { errors, code, details } = response as Pick<ApiError, 'errors' | 'code' | 'details'>;
    const fieldErrors = fieldErrorsOf(errors);
    const body: ApiError = {
      statusCode,
      message,
      ...(fieldErrors && { errors: fieldErrors }),
      ...(code !== undefined && { code }),
      ...(details && { details }),
    };
    return { body, unexpected: statusCode >= HttpStatus.INTERNAL_SERVER_ERROR };
  }
  if (error !== null && typeof error === 'object') {
    const mapped = mapRequestParsingError(error) ?? mapDatabaseError(error);
    if (mapped) return mapped;
  }
  return { body: { statusCode: 500, message: 'Internal server error' }, unexpected: true };
}
