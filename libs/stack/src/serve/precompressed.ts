import { statSync } from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import Negotiator from 'negotiator';

/** negotiator 1.x's `encoding`, which breaks equal qualities by the server's preference (its types predate it). */
type ChooseEncoding = (available: readonly string[], options: { preferred: readonly string[] }) => string | undefined;

/** The copies the production build writes beside each compressible file (libs/build-config), best first. */
export const PRECOMPRESSED_COPIES = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
export type CopyEncoding = (typeof PRECOMPRESSED_COPIES)[number]['encoding'];
const PREFERRED = PRECOMPRESSED_COPIES.map((copy) => copy.encoding);

/**
 * Which of `available` to send this request: the best it accepts, br first on equal quality (browsers list gzip
 * first but take br as readily); undefined when it takes none of them (identity).
 */
export function acceptedEncoding(request: Request, available: readonly CopyEncoding[]): CopyEncoding | undefined {
  const negotiator = new Negotiator(request);
  const choose = negotiator.encoding.bind(negotiator) as ChooseEncoding;
  const chosen = choose([...available, 'identity'], { preferred: PREFERRED });
  return available.find((encoding) => encoding === chosen);
}

export interface PrecompressedOptions {
  /** The original file's own headers (Cache-Control, CSP...), called with the original's path as express.static's. */
  setHeaders?: (response: Response, filePath: string) => void;
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Sends the build's brotli or gzip copy of a file when the request accepts that encoding (br first), with the
 * original's type and headers, `Vary: Accept-Encoding` and the copy's length. Anything else (no copy, identity
 * asked, not a GET/HEAD, a path express.static would not serve) goes on to the next handler: express.static, behind
 * the on-the-fly `compression()`. The copies are looked for on each request, so a new build needs no restart.
 * Range is not honoured on an encoded answer: it gets the whole copy (200), the simplest correct answer.
 */
export function servePrecompressed(dir: string, options: PrecompressedOptions = {}): RequestHandler {
  const root = path.resolve(dir);
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(request.path);
    } catch {
      return next();
    }
    // Only what express.static would serve itself: inside the folder, no dot-file or dot-folder.
    if (relative.includes('\0') || relative.split('/').some((part) => part.startsWith('.'))) return next();
    const file = path.join(root, relative);
    if (!file.startsWith(root + path.sep) || !isFile(file)) return next();
    const copies = PRECOMPRESSED_COPIES.filter(({ suffix }) => isFile(file + suffix));
    if (copies.length === 0) return next();

    // The answer depends on Accept-Encoding for every client, the ones that get the original included.
    response.vary('Accept-Encoding');
    const encoding = acceptedEncoding(
      request,
      copies.map((copy) => copy.encoding),
    );
    const copy = copies.find((candidate) => candidate.encoding === encoding);
    if (!copy) return next();

    response.setHeader('Content-Encoding', copy.encoding);
    response.type(path.extname(file));
    options.setHeaders?.(response, file);
    response.sendFile(file + copy.suffix, { acceptRanges: false, cacheControl: false }, (error) => {
      if (!error || response.headersSent || (error as NodeJS.ErrnoException).code === 'ECONNABORTED') return;
      // The copy went away between the look and the send (a build under a running server): send the original.
      response.removeHeader('Content-Encoding');
      next();
    });
  };
}
