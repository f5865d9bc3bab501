import { parseArgs } from 'node:util';
import type { SiteMode } from './plan';

export interface StartCommand {
  mode: SiteMode;
  /** Before starting: every package (npm start), the shared libraries the API reads compiled (npm run dev), or none. */
  build: 'everything' | 'libraries' | 'nothing';
}

const USAGE = 'usage: npm start [-- --no-build]  |  npm run dev [-- --no-build]';

/** `npm start` / `npm run dev` arguments; a mistyped flag is refused rather than silently rebuilding everything. */
export function parseStartArguments(args: readonly string[]): StartCommand {
  let values: { dev?: boolean; 'no-build'?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: { dev: { type: 'boolean' }, 'no-build': { type: 'boolean' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const mode: SiteMode = values.dev ? 'development' : 'production';
  if (values['no-build']) return { mode, build: 'nothing' };
  return { mode, build: mode === 'development' ? 'libraries' : 'everything' };
}
