import type { Locator, Page } from 'playwright-core';
import { state } from './dashboard-support';

/** Opens Aunty ICAST on /faq, past the optional contact step. */
export async function openChat(page: Page): Promise<Locator> {
  await page.goto(`${state.baseUrl}/faq`);
  await page.getByTestId('branded-loader').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Chat with Aunty ICAST' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aunty ICAST' });
  await dialog.getByRole('button', { name: 'Skip' }).click();
  return dialog;
}

/** Sends a question and returns the reply's bubble once it has arrived. */
export async function ask(page: Page, dialog: Locator, question: string): Promise<Locator> {
  const before = await dialog.locator('[data-role="model"]').count();
  await dialog.getByRole('textbox', { name: 'Your question' }).fill(question);
  await page.keyboard.press('Enter');
  await page.waitForFunction((count) => {
    const bubbles = document.querySelectorAll('[data-role="model"]');
    return bubbles.length === count + 1 && bubbles[count]?.getAttribute('data-status') !== 'thinking';
  }, before);
  return dialog.locator('[data-role="model"]').nth(before);
}
