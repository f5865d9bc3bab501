import type { CookieOptions, Request } from 'express';

export const SESSION_COOKIE = 'icast_session';

/** The same options set and clear the cookie, or browsers keep the old one. */
export function sessionCookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/' };
}

/** Reads our cookie from the raw header (no cookie-parser middleware needed for one value). */
export function readSessionCookie(request: Pick<Request, 'headers'>): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
