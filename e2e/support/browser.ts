import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
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

export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

/**
 * On the file's one browser, a fresh context (its own cookies and storage) and page for every test, closed after
 * it; console errors collected for assertions.
 */
export function useFreshPage(options: BrowserContextOptions = { viewport: DESKTOP_VIEWPORT }) {
  const browser = useBrowser();
  let current: { context: BrowserContext; page: Page; errors: string[] } | undefined;
  beforeEach(async () => {
    const context = await browser().newContext(options);
    const page = await context.newPage();
    current = { context, page, errors: watchConsole(page) };
  });
  afterEach(async () => {
    await current?.context.close();
    current = undefined;
  });
  const now = () => {
    if (!current) throw new Error('useFreshPage(): the page exists inside a test or its hooks only');
    return current;
  };
  return { browser, page: () => now().page, context: () => now().context, errors: () => now().errors };
}

/**
 * A page the server drew runs no application script until the visitor touches a control. For journeys that test
 * what the app does (not how it wakes): a press on the chat button (on every public page) is announced without
 * moving focus or clicking, which wakes the app as a parent's first touch would; resolves once the app has the page.
 * A page the browser draws (no waking script) is left as it is.
 */
export async function wakeTheApp(page: Page): Promise<void> {
  if ((await page.locator('script[data-entry]').count()) === 0) return;
  await page.getByRole('button', { name: 'Chat with Aunty ICAST' }).dispatchEvent('pointerdown');
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}
