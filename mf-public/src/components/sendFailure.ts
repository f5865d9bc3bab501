import { ApiRequestError, errorMessage } from '@icast/api-client';

const TOO_MANY_MESSAGES = 'Too many messages from your connection. Please wait a minute and try again.';

/** Why a contact message or a newsletter sign-up was not sent: the server's reason, or how long to wait. */
export function sendFailureText(error: unknown): string {
  return error instanceof ApiRequestError && error.statusCode === 429 ? TOO_MANY_MESSAGES : errorMessage(error);
}
