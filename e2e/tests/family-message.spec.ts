import { sampleApplication } from '@icast/contracts';
import { useBrowser } from '../support/browser';
import { inbox, mailTo } from '../support/mail';
import { expectUsableOnPhone, PHONE } from '../support/phone';
import { adminContext, state } from './dashboard-support';

const browser = useBrowser();
/** A surname no other run used (letters only, as the form asks): the list's search selects this run's families. */
const surname = `Msg${[...String(Date.now() % 1_000_000)].map((digit) => 'abcdefghij'[Number(digit)]).join('')}`;

async function apply(firstname: string, parentEmail: string): Promise<string> {
  const response = await fetch(`${state.apiUrl}/api/form`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(sampleApplication({ surname, firstname, parentEmail, fatherFirstname: 'Kunle' })),
  });
  expect([response.status, await response.clone().text()]).toEqual([201, expect.any(String)]);
  return ((await response.json()) as { reference: string }).reference;
}

describe('message these families, from the applications list', () => {
  it('filters, previews on a 375 px phone (axe clean), sends, and each family gets one e-mail however often Send is pressed', async () => {
    const siblings = `siblings-${surname.toLowerCase()}@example.com`;
    const single = `single-${surname.toLowerCase()}@example.com`;
    await apply('Tolu', siblings);
    await apply('Femi', siblings);
    const kemi = await apply('Kemi', single);

    const staff = await adminContext(browser());
    try {
      const page = staff.page;
      await page.setViewportSize(PHONE.viewport);
      await page.goto(`${state.baseUrl}/dashboard/applications?q=${surname}`);
      await page.getByText('Showing 1 to 3 of 3 applications').waitFor();
      const form = page.getByRole('form', { name: 'Message these families' });
      await form.getByRole('button', { name: 'Preview the message' }).click();
      await page.getByRole('link', { name: 'Enter a subject for the e-mail' }).waitFor();
      await expectUsableOnPhone(page);

      await form.getByRole('textbox', { name: /Subject of the e-mail/ }).fill('Open morning for {childName}');
      await form
        .getByRole('textbox', { name: /^Message/ })
        .fill('Dear {parentName},\n\nPlease bring {childName} ({reference}) on Saturday at 9:00.');
      await form.getByRole('button', { name: 'Preview the message' }).click();
      const preview = page.getByRole('group', { name: 'Before you send' });
      await preview.waitFor();
      expect(await preview.textContent()).toContain('3 applications chosen: 2 e-mails, one per family.');
      await expectUsableOnPhone(page);
      await preview.getByRole('button', { name: 'Send 2 messages' }).click();
      await page.getByText('2 messages queued.').waitFor();

      // Send pressed again with the same words: nothing more is queued.
      await form.getByRole('button', { name: 'Preview the message' }).click();
      await page
        .getByRole('group', { name: 'Before you send' })
        .getByRole('button', { name: 'Send 2 messages' })
        .click();
      await page.getByText(/0 messages queued; 2 had already been sent today/).waitFor();

      const toSiblings = await mailTo(siblings, /^Open morning for/);
      expect(toSiblings.subject).toBe(`Open morning for Tolu ${surname} and Femi ${surname}`);
      const toSingle = await mailTo(single, /^Open morning for/);
      expect(toSingle.text).toContain(`Please bring Kemi ${surname} (${kemi}) on Saturday`);
      expect(toSingle.text).toContain('Dear Kunle Sample,');
      const received = (await inbox()).filter((mail) => mail.subject.startsWith('Open morning for'));
      expect(received.filter((mail) => mail.envelope.to.includes(siblings))).toHaveLength(1);
      expect(received.filter((mail) => mail.envelope.to.includes(single))).toHaveLength(1);
    } finally {
      await staff.context.close();
    }
  });
});
