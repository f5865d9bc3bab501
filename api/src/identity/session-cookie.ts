import type { CookieOptions, Request } from 'express';
import { readCookie } from '../platform/http/cookies';

export const SESSION_COOKIE = 'icast_session';

/** The same options set and clear the cookie, or browsers keep the old one. */
export function sessionCookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/' };
}

/** The staff session cookie; a malformed one reads as absent (signed out). */
export function readSessionCookie(request: Pick<Request, 'headers'>): string | undefined {
  return readCookie(request, SESSION_COOKIE);
}
