import type { CookieOptions, Request } from 'express';

export const SESSION_COOKIE = 'icast_session';

/** The same options set and clear the cookie, or browsers keep the old one. */
export function sessionCookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/' };
}

/** Reads our session cookie from the raw header. */
export function readSessionCookie(request: Pick<Request, 'headers'>): string | undefined {
  return readCookie(request, SESSION_COOKIE);
}

/** One cookie from the raw header (no cookie-parser middleware needed for the few we read); Node bounds the header. */
export function readCookie(request: Pick<Request, 'headers'>, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
