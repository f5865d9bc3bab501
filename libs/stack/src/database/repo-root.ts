import { existsSync } from 'node:fs';
import path from 'node:path';

/** The monorepo root: the nearest folder upward holding lerna.json. */
export function findRepoRoot(from: string = __dirname): string {
  let dir = path.resolve(from);
  for (;;) {
    if (existsSync(path.join(dir, 'lerna.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Could not find the repository root (lerna.json) above ${from}`);
    dir = parent;
  }
}
