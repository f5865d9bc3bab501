import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '@icast/stack/browser';

/** Collects console errors and failed page scripts so a test can assert a clean page. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** One browser for the whole file, launched before its first test and closed after its last. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser)
      throw new Error('useBrowser(): the browser starts in beforeAll; call the getter inside a test or hook');
    return browser;
  };
}
