import type { ApiError, ApiFieldError } from '@icast/contracts';

/** Shown when the API gave no readable answer, so the page never shows a bare status code. */
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests from your connection. Please wait a minute and try again.';
export const NETWORK_FAILURE_MESSAGE = 'We could not reach the school server. Check your connection and try again.';

export const unreadableAnswerMessage = (statusCode: number) =>
  `Something went wrong (error ${statusCode}). Please try again.`;

/**
 * Every failed call rejects with this: the API's `{statusCode, message, errors}`, or a readable stand-in for it.
 * `errors` are the problems the API named by field (empty when it named none), for a form to show each at its field.
 */
export class ApiRequestError extends Error implements ApiError {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: readonly ApiFieldError[] = [],
    /** The API's machine-readable reason, when it gave one (`second-factor-setup-required`). */
    readonly code?: string,
    /** The figures of the refusal `code` names (a full class's seats), when the API gives them. */
    readonly details?: ApiError['details'],
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** The figures of a refusal with this `code` (e.g. `places_full`), or undefined for any other failure. */
export function conflictDetails<Details extends Record<string, unknown>>(error: unknown, code: string) {
  return error instanceof ApiRequestError && error.code === code ? (error.details as Details | undefined) : undefined;
}

/** The field errors a call rejected with (none for anything but an API refusal naming fields). */
export const fieldErrorsOfFailure = (error: unknown): readonly ApiFieldError[] =>
  error instanceof ApiRequestError ? error.errors : [];

/** The text to show for anything a call rejected with. */
export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The request got no answer at all (offline, server down, blocked): nothing reached the server, so a form can keep
 * what the user typed and offer Retry. `statusCode` is 0, as the browser reports such a request.
 */
export class NetworkError extends ApiRequestError {
  constructor() {
    super(0, NETWORK_FAILURE_MESSAGE);
    this.name = 'NetworkError';
  }
}
