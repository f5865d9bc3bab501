import type { Browser, BrowserContext, Page } from 'playwright-core';
import { readState } from '../support/state';

export const state = readState();

/** The smallest valid PNG (1x1). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export async function signIn(page: Page, email = state.admin.email, password = state.admin.password): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A fresh browser context (own cookies) signed in as the configured admin, on the dashboard home. */
export async function adminContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${state.baseUrl}/login`);
  await signIn(page);
  await page.waitForURL('**/dashboard/home');
  return { context, page };
}

/** Accepts the next dialog (alert or confirm) and returns its text. */
export function nextDialog(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      const message = dialog.message();
      void dialog.accept().then(() => resolve(message));
    });
  });
}
