import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { useBrowser } from '../support/browser';
import { linkIn, mailTo } from '../support/mail';
import { expectUsableOnPhone, PHONE } from '../support/phone';
import { adminContext, applicationBody, nextDialog, state } from './dashboard-support';

const browser = useBrowser();

/**
 * A family downloads its copy and asks for erasure from its own page, on a phone; an admin approves on the
 * dashboard, and the family's link opens nothing any more.
 */
describe("a family's data, from their page to the office", () => {
  it('downloads the copy, asks for erasure, and the admin approves', async () => {
    const surname = `Privacy${Date.now()}`;
    const parentEmail = `${surname.toLowerCase()}@example.com`;
    const submitted = await fetch(`${state.apiUrl}/api/form`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...applicationBody(surname), parentEmail }),
    });
    expect(submitted.status).toBe(201);
    const { reference } = (await submitted.json()) as { reference: string };

    const family = await browser().newContext({ ...PHONE, acceptDownloads: true });
    const office = await adminContext(browser());
    try {
      const page = await family.newPage();
      const received = await mailTo(parentEmail, /^We received your application/);
      await page.goto(linkIn(received, `${state.baseUrl}/my-applications#token=`));
      const data = page.getByRole('region', { name: "Your family's data" });
      await data.waitFor();

      // The copy: a ZIP that opens, with the summary, the JSON and this child's answers.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        data.getByRole('link', { name: 'Download our data (ZIP)' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^icast-family-data-\d{4}-\d{2}-\d{2}\.zip$/);
      const file = await download.path();
      expect(execFileSync('unzip', ['-t', file], { encoding: 'utf8' })).toMatch(/No errors detected/);
      const json = execFileSync('unzip', ['-p', file, 'data.json'], { encoding: 'utf8' });
      expect(JSON.parse(json)).toMatchObject({ applications: [{ reference, answers: { surname } }] });
      expect(readFileSync(file).length).toBeGreaterThan(1000);

      // Asking, by keyboard, after the confirmation that takes the focus.
      await data.getByRole('button', { name: 'Ask the school to delete our data' }).click();
      await page.getByText('Ask the school to delete your data?').waitFor();
      await page.getByRole('button', { name: 'Yes, ask to delete our data' }).focus();
      await page.keyboard.press('Enter');
      await data.getByText(/The school will answer within 30 days/).waitFor();
      await data
        .getByTestId('erasure-state')
        .getByText(/We will answer by/)
        .waitFor();
      await expectUsableOnPhone(page);

      // The office: the request with its 30 days, approved after the question.
      const staff = office.page;
      await staff.goto(`${state.baseUrl}/dashboard/data-requests`);
      const row = staff.getByRole('row').filter({ hasText: reference });
      await row.getByText(/30 days left/).waitFor();
      const question = nextDialog(staff);
      await row.getByRole('button', { name: /Approve and erase/ }).click();
      expect(await question).toMatch(/This cannot be undone/);
      await staff.getByText(/^Erased: \d+ records deleted or cut down\.$/).waitFor();
      // The list is read again after the message: the erased family's row leaves it.
      await row.first().waitFor({ state: 'detached' });
      expect(await staff.getByRole('row').filter({ hasText: reference }).count()).toBe(0);

      // The family's page no longer opens: their sessions went with the rest.
      await page.reload();
      await page.getByRole('form', { name: 'Ask for a new link' }).waitFor();
      const applications = await page.request.get(`${state.baseUrl}/api/parent/applications`);
      expect(applications.status()).toBe(401);
    } finally {
      await Promise.all([family.close(), office.context.close()]);
    }
  });
});
