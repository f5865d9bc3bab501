import { judge, type Drill } from './types';

const TYPED_NAME = 'Temitope';

/** The API process stops: every page must say so in its own words, and nothing a parent typed is lost. */
export const apiDown: Drill = {
  name: 'the API stopped',
  expectation: 'blog shows its error state, chat its error text, the application keeps typed answers',
  async run({ site, browser }) {
    process.kill(site.pids.api ?? -1, 'SIGTERM');
    for (let attempt = 0; attempt < 50; attempt++) {
      const up = await fetch(`${site.apiUrl}/api/health/live`).then(
        () => true,
        () => false,
      );
      if (!up) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const context = await browser.newContext();
    await context.addCookies([{ name: 'userConsent', value: 'accept', url: site.baseUrl }]);
    const page = await context.newPage();
    const shows = (text: string | RegExp) =>
      page
        .getByText(text)
        .first()
        .waitFor({ timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
    try {
      await page.goto(`${site.baseUrl}/blog`);
      const blogError = await shows(/^Error: /);

      // As a visitor would: interact once the page has settled (the branded loader has gone).
      await page.getByTestId('branded-loader').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Chat with Aunty ICAST' }).click();
      const dialog = page.getByRole('dialog', { name: 'Aunty ICAST' });
      await dialog.getByRole('button', { name: 'Skip' }).click();
      const chatInput = dialog.getByRole('textbox', { name: 'Your question' });
      await chatInput.fill('What time does school close?');
      await chatInput.press('Enter');
      const chatError = await shows('Oops! Something went wrong. Please try again later.');

      await page.goto(`${site.baseUrl}/online-application`);
      const firstName = page.getByLabel('First name', { exact: true });
      await firstName.fill(TYPED_NAME);
      await page.waitForTimeout(1_500);
      await page.reload();
      const kept =
        (await page.getByLabel('First name', { exact: true }).inputValue({ timeout: 10_000 })) === TYPED_NAME;

      return judge(
        `blog ${blogError ? 'shows "Error: ..."' : 'NO error state'}, chat ${chatError ? 'shows its error text' : 'NO error text'}, application ${kept ? 'kept' : 'LOST'} the typed answer after a reload`,
        {
          'the blog shows its error state': blogError,
          'the chat shows its error text': chatError,
          'the application keeps the typed answer': kept,
        },
      );
    } finally {
      await context.close();
    }
  },
};
