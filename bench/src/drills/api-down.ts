import { APPLICATION_FIELDS, APPLICATION_SECTIONS, ENDPOINTS } from '@icast/contracts';
import { urlOf } from './site-api';
import { judge, type Drill } from './types';

/**
 * The first one-line answer of the form's first section (the page opens there), from the same field table the form
 * draws: a field renamed or moved keeps the drill on a field that exists.
 */
const FIRST_SECTION = APPLICATION_SECTIONS[0];
const TYPED_FIELD = APPLICATION_FIELDS.find(
  (field) => field.section === FIRST_SECTION.id && (field.kind === 'text' || field.kind === 'formReference'),
);
const TYPED_ANSWER = 'ICAST-PAY-M5X2K9-1A2B3C4D';

/** The API process stops: every page must say so in its own words, and nothing a parent typed is lost. */
export const apiDown: Drill = {
  name: 'the API stopped',
  expectation: 'blog shows its error state, chat its error text, the application keeps typed answers',
  async run({ site, browser }) {
    if (!TYPED_FIELD) throw new Error(`section ${FIRST_SECTION.id} of the application has no one-line answer to type`);
    process.kill(site.pids.api ?? -1, 'SIGTERM');
    for (let attempt = 0; attempt < 50; attempt++) {
      const up = await fetch(urlOf(site.apiUrl, ENDPOINTS.health.live)).then(
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
      await page.getByRole('heading', { level: 2, name: FIRST_SECTION.title }).waitFor({ timeout: 10_000 });
      // The label says "(optional)" after an optional field's name.
      await page.getByLabel(TYPED_FIELD.label).fill(TYPED_ANSWER);
      await page.getByTestId('autosave-status').filter({ hasText: 'Saved' }).waitFor({ timeout: 10_000 });
      await page.reload();
      // The server draws the empty form; the draft kept in this browser is put back once the page's script runs.
      const typedField = page.getByLabel(TYPED_FIELD.label);
      const keptBy = Date.now() + 10_000;
      let kept = false;
      while (!kept && Date.now() < keptBy) {
        kept = (await typedField.inputValue({ timeout: 10_000 })) === TYPED_ANSWER;
        if (!kept) await page.waitForTimeout(200);
      }

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
