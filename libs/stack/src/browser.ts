/**
 * `@icast/stack/browser`: the one way the browser suite, bench and the Lighthouse audit start Chromium. A subpath
 * of its own, so importing `@icast/stack` (the API's tests, `npm start`) never loads playwright-core.
 */
import { chromium, type Browser } from 'playwright-core';

/** Debian's chromium unless CHROMIUM_PATH names another; playwright-core downloads no browser of its own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, sandbox-free for containers, and quiet: no updates, sync or first-run work skewing a measurement. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;

/** `extraArgs` adds flags for one caller (Lighthouse's `--remote-debugging-port=...`). */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}
