import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { REMOTE_SERVER_FOLDER } from '@icast/contracts';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/**
 * What libs/build-config's production build must leave beside every script and style sheet over 1 KB: a brotli and
 * a gzip copy, which the Node static server and nginx (`gzip_static`) send instead of compressing per request.
 */
const NEEDS_COPIES = /\.(js|css)$/;
const THRESHOLD_BYTES = 1024;
const COPIES = [
  { suffix: '.br', decode: brotliDecompressSync },
  { suffix: '.gz', decode: gunzipSync },
] as const;

/**
 * Every problem with the copies in a built folder: a script or style sheet over 1 KB without both copies, and any
 * copy that does not decode to its file as it is now (a file changed after the build would be served stale).
 */
export function precompressedCopyProblems(distDir: string): string[] {
  if (!existsSync(distDir)) return [`${distDir}: no build`];
  // A remote's Node build (dist/server/) is read by the document server, not sent to browsers: no copies needed.
  const files = readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => !name.startsWith(`${REMOTE_SERVER_FOLDER}${path.sep}`))
    .sort();
  const problems: string[] = [];
  for (const name of files) {
    const file = path.join(distDir, name);
    const copy = COPIES.find(({ suffix }) => name.endsWith(suffix));
    if (copy) {
      const original = file.slice(0, -copy.suffix.length);
      if (!existsSync(original)) problems.push(`${name}: no ${path.basename(original)} beside it`);
      else if (!copy.decode(readFileSync(file)).equals(readFileSync(original)))
        problems.push(`${name}: does not decode to ${path.basename(original)} as it is now`);
      continue;
    }
    if (!NEEDS_COPIES.test(name) || statSync(file).size <= THRESHOLD_BYTES) continue;
    for (const { suffix } of COPIES) {
      if (!existsSync(file + suffix)) problems.push(`${name}: no ${suffix} copy`);
    }
  }
  return problems;
}
