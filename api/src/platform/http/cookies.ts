import type { Request } from 'express';

/** No cookie of ours is longer (a parent's link token is under 1,000 characters, a staff session far less). */
export const MAX_COOKIE_VALUE_LENGTH = 4096;

/**
 * One cookie's value from the raw header (no cookie-parser middleware needed for the two we read), percent-decoded.
 * A cookie that is missing, empty, too long or not valid percent-encoding (`%E0%A4%A`) reads as absent: the route
 * then answers as it does to a visitor without it (401 with its own message), never with a 500.
 */
export function readCookie(request: Pick<Request, 'headers'>, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    if (value.length > MAX_COOKIE_VALUE_LENGTH) return undefined;
    try {
      return decodeURIComponent(value) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
