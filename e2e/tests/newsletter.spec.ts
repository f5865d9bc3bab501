import { adminContext, nextDialog, state } from './dashboard-support';
import { linkIn, mailTo, inbox } from '../support/mail';
import { useBrowser } from '../support/browser';
import { expectUsableOnPhone, PHONE } from '../support/phone';

const browser = useBrowser();
const reader = `reader-${Date.now()}@example.com`;

/**
 * From the staff dashboard, on a phone's width: a newsletter of a heading and a paragraph to every confirmed
 * subscriber, the editor axe clean with its blocks in it; resolves once all of it is delivered.
 */
async function sendNewsletter(subject: string) {
  const { context, page } = await adminContext(browser());
  try {
    await page.setViewportSize(PHONE.viewport);
    await page.goto(`${state.baseUrl}/dashboard/newsletter`);
    await page.getByLabel('Subject').fill(subject);
    await page.getByRole('button', { name: 'Add heading' }).click();
    await page.getByRole('button', { name: 'Add paragraph' }).click();
    await page.getByLabel('Heading').fill(subject);
    await page.getByLabel('Text').fill(`${subject} is on Friday at the Elebu campus.`);
    await expectUsableOnPhone(page);
    const asked = nextDialog(page);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    expect(await asked).toMatch(new RegExp(`^Send "${subject}" to \\d+ confirmed subscribers? now\\?`));
    await page.getByText(`"${subject}" is on its way`).waitFor();
    const row = page.getByRole('row').filter({ hasText: subject });
    await row.getByRole('cell', { name: 'Done' }).waitFor({ timeout: 30_000 });
  } finally {
    await context.close();
  }
}

describe('the newsletter, by e-mail', () => {
  it('subscribe, confirm from the e-mail, get a newsletter, unsubscribe from it, and get no more', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${state.baseUrl}/`);
      await page.getByLabel('E-mail address').fill(reader);
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await page.getByText('Please check your inbox').waitFor();

      const confirmation = await mailTo(reader, /^Please confirm your ICAST Schools newsletter subscription$/);
      await page.goto(linkIn(confirmation, `${state.baseUrl}/newsletter/confirm?token=`));
      await page.getByRole('button', { name: 'Confirm my subscription' }).click();
      await page.getByText('Your subscription is confirmed').waitFor();

      await sendNewsletter('Sports day');
      const newsletter = await mailTo(reader, /^Sports day$/);
      expect(newsletter.text).toContain('Sports day is on Friday at the Elebu campus.');
      expect(newsletter.headers['list-unsubscribe']).toMatch(
        new RegExp(`^<${state.baseUrl}/api/newsletter/unsubscribe/u\\.[0-9a-f]{24}\\.[\\w-]+>$`),
      );
      expect(newsletter.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

      await page.goto(linkIn(newsletter, `${state.baseUrl}/newsletter/unsubscribe?token=`));
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await page.getByText('You are unsubscribed').waitFor();

      await sendNewsletter('Prize giving');
      expect(
        (await inbox()).filter((mail) => mail.subject === 'Prize giving' && mail.envelope.to.includes(reader)),
      ).toEqual([]);
      expect((await inbox()).filter((mail) => mail.envelope.to.includes(reader)).map((mail) => mail.subject)).toEqual([
        'Please confirm your ICAST Schools newsletter subscription',
        'Sports day',
      ]);
    } finally {
      await context.close();
    }
  });
});
