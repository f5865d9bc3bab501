import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { SITE } from '@icast/content';
import { useBrowser } from '../support/browser';
import { ask, openChat } from './chat-support';
import { signInAsAdmin, state } from './dashboard-support';

const PHONE = { viewport: { width: 375, height: 740 } };
const ANSWER = 'Yes. The ICAST Merit Scholarship pays half of tuition for two new JSS1 students each year.';
const browser = useBrowser();

async function expectNoSeriousAxeFinding(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  const severe = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(severe.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
}

describe('Aunty ICAST and the office close the loop, on a phone', () => {
  it('a parent gets the honest fallback and marks an answer not helpful; staff answer from the list; the parent gets it', async () => {
    const parent = await browser().newContext(PHONE);
    const staff = await browser().newContext(PHONE);
    try {
      const page = await parent.newPage();
      const dialog = await openChat(page);

      const fallback = await ask(page, dialog, 'Do you offer scholarships for twins?');
      expect(await fallback.textContent()).toContain(SITE.phones[0]);
      expect(await fallback.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toBe(
        'https://wa.me/2348035124471',
      );
      expect(await fallback.getByRole('button', { name: /^Not helpful/ }).count()).toBe(0);

      const answer = await ask(page, dialog, 'how much be the form');
      expect(await answer.textContent()).toContain('₦5,000');
      const notHelpful = answer.getByRole('button', { name: 'Not helpful (reply to “how much be the form”)' });
      await notHelpful.focus();
      await page.keyboard.press('Enter');
      const thanks = answer.getByText('The school office will see this question');
      await thanks.waitFor();
      expect(await thanks.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectNoSeriousAxeFinding(page, '#icast-chat-dialog');

      const office = await staff.newPage();
      await signInAsAdmin(office);
      await office.goto(`${state.baseUrl}/dashboard/questions`);
      // Listed with the question it followed in the chat, so staff can read it.
      const marked = office.getByRole('row', {
        name: /^how much be the form \(after "do you offer scholarships for twins\?"\)/,
      });
      expect(await marked.textContent()).toContain('Marked not helpful (1)');
      const row = office.getByRole('row', { name: /^do you offer scholarships for twins No answer/ });
      expect(await row.textContent()).toContain('No answer (1)');
      await row.getByRole('button', { name: /^Answer this/ }).click();
      const form = office.getByRole('form', { name: 'Answer this question' });
      await form.getByRole('textbox', { name: 'Answer' }).fill(ANSWER);
      await expectNoSeriousAxeFinding(office);
      await form.getByRole('button', { name: 'Save answer' }).click();
      await office.getByText('Saved. Aunty ICAST now answers').waitFor();
      // Left the list; it is now under the staff answers, with the answer beside it.
      expect(await office.getByRole('row', { name: /^do you offer scholarships for twins No answer/ }).count()).toBe(0);
      const staffAnswer = office.getByRole('row', { name: /^do you offer scholarships for twins Yes\./ });
      expect(await staffAnswer.textContent()).toContain(ANSWER);
      expect(await office.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      const answered = await ask(page, dialog, 'do you offer any scholarship for twins?');
      expect(await answered.textContent()).toContain(ANSWER);
      expect(await answered.getByRole('link', { name: 'Answered by the school office' }).count()).toBe(1);
    } finally {
      await parent.close();
      await staff.close();
    }
  });
});
