import { CHAT_UNAVAILABLE_TEXT } from '@icast/content';
import { useBrowser, wakeTheApp } from '../support/browser';
import { readState } from '../support/state';

const state = readState();
const browser = useBrowser();

describe('Aunty ICAST when the chat window cannot be downloaded', () => {
  it('says so in place of the window, keeps the page, and opens on the next try', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(`${state.baseUrl}/faq`, { waitUntil: 'networkidle' });
      await page.getByTestId('branded-loader').waitFor({ state: 'detached' });
      await wakeTheApp(page);
      // The app is awake (the page's own code came); the chat window's code is the only script the page still has to fetch: drop it, as a bad connection would.
      await page.route('**/*.js', (route) => route.abort('internetdisconnected'));
      const launcher = page.getByRole('button', { name: 'Chat with Aunty ICAST' });
      await launcher.click();
      await page.getByRole('alert').filter({ hasText: CHAT_UNAVAILABLE_TEXT }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);

      await page.unroute('**/*.js');
      await page.getByRole('button', { name: 'Close chat' }).click();
      await launcher.click();
      await page.getByRole('dialog', { name: 'Aunty ICAST' }).waitFor();
      expect(await page.getByText(CHAT_UNAVAILABLE_TEXT).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('before the app has come: a tap while its files cannot be downloaded does nothing, the next one opens the chat', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(`${state.baseUrl}/faq`, { waitUntil: 'networkidle' });
      await page.route('**/*.js', (route) => route.abort('internetdisconnected'));
      const launcher = page.getByRole('button', { name: 'Chat with Aunty ICAST' });
      const failed = page.waitForEvent('requestfailed', (request) => request.url().endsWith('.js'));
      await launcher.click();
      await failed;
      expect(await page.locator('html[data-app="ready"]').count()).toBe(0);

      await page.unroute('**/*.js');
      await launcher.click();
      await page.getByRole('dialog', { name: 'Aunty ICAST' }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
